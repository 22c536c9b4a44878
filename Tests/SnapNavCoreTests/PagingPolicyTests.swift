import SnapNavCore
import XCTest

final class PagingPolicyTests: XCTestCase {
    let policy = PagingPolicy(flingVelocity: 300)

    func testSlowDragPastHalfGoesToNextPage() {
        XCTAssertEqual(policy.targetPage(position: 1.6, velocity: 50, startPage: 1, pageCount: 3), 2)
        XCTAssertEqual(policy.targetPage(position: 0.4, velocity: -50, startPage: 1, pageCount: 3), 0)
    }

    func testSlowDragShortOfHalfReturns() {
        XCTAssertEqual(policy.targetPage(position: 1.4, velocity: 100, startPage: 1, pageCount: 3), 1)
        XCTAssertEqual(policy.targetPage(position: 0.6, velocity: -100, startPage: 1, pageCount: 3), 1)
    }

    func testFlingUnderThresholdGoesToNearestPage() {
        XCTAssertEqual(policy.targetPage(position: 1.2, velocity: 299, startPage: 1, pageCount: 3), 1)
    }

    func testFlingOverThresholdGoesToNeighbour() {
        XCTAssertEqual(policy.targetPage(position: 1.05, velocity: 300, startPage: 1, pageCount: 3), 2)
        XCTAssertEqual(policy.targetPage(position: 0.95, velocity: -300, startPage: 1, pageCount: 3), 0)
    }

    func testFlingAgainstTheDragDirectionReturnsToStart() {
        XCTAssertEqual(policy.targetPage(position: 1.7, velocity: -800, startPage: 1, pageCount: 3), 1)
    }

    func testFlingCannotSkipAPage() {
        XCTAssertEqual(policy.targetPage(position: 1.9, velocity: 20_000, startPage: 1, pageCount: 5), 2)
        XCTAssertEqual(policy.targetPage(position: 2.6, velocity: 20_000, startPage: 1, pageCount: 5), 2)
        XCTAssertEqual(policy.targetPage(position: 0.1, velocity: -20_000, startPage: 2, pageCount: 5), 1)
    }

    func testTargetStaysWithinPages() {
        XCTAssertEqual(policy.targetPage(position: 0, velocity: -5000, startPage: 0, pageCount: 3), 0)
        XCTAssertEqual(policy.targetPage(position: 2, velocity: 5000, startPage: 2, pageCount: 3), 2)
        XCTAssertEqual(policy.targetPage(position: .nan, velocity: 10, startPage: 1, pageCount: 3), 1)
        XCTAssertEqual(policy.targetPage(position: 1e12, velocity: .infinity, startPage: 1, pageCount: 3), 2)
        XCTAssertEqual(policy.targetPage(position: 0, velocity: 0, startPage: 0, pageCount: 0), 0)
    }
}
