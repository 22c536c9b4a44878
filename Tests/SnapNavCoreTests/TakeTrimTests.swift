import SnapNavCore
import XCTest

final class TakeTrimTests: XCTestCase {
    /// Frames every 0.1 s whose fingerprints are `runs`, one character per frame.
    func frames(_ runs: String) -> [TakeTrim.Frame] {
        runs.enumerated().map { TakeTrim.Frame(time: Double($0.offset) / 10, fingerprint: Int($0.element.asciiValue!)) }
    }

    func testATakeStartsALeadInBeforeItsFirstInputAndHoldsItsLastFrame() {
        // Idle until 1.0 s, input at 1.0 s, motion, then still.
        let shots = TakeTrim.shots(
            of: frames("aaaaaaaaaabcdeeeeeeeeeeeeeeeeeeee"), period: 0.1, firstInput: 1.0, keepIdle: false)
        XCTAssertEqual(shots.first?.index, 7, "0.3 s before the first input")
        XCTAssertEqual(shots.map(\.index), [7, 10, 11, 12, 13])
        XCTAssertEqual(shots[0].duration, 0.3, accuracy: 1e-9)
        XCTAssertEqual(shots.last!.duration, TakeTrim.tail, accuracy: 1e-9, "the final picture, for the tail only")
    }

    func testATakeStartsWhereSomethingMovedByItselfBeforeTheFirstInput() {
        // A launch screen moves on at 2.0 s; the first input comes at 4.0 s.
        let shots = TakeTrim.shots(
            of: frames("aaaaaaaaaaaaaaaaaaaabcccccccccccccccccccdeeeee"), period: 0.1, firstInput: 4.0, keepIdle: false)
        XCTAssertEqual(shots.first?.index, 17, "0.3 s before the launch screen moved")
        XCTAssertEqual(shots.map(\.index), [17, 20, 21, 40, 41])
        XCTAssertEqual(shots[2].duration, 1.9, accuracy: 1e-9, "the wait for the input keeps its real length")
    }

    func testInputThatChangesNothingDoesNotStartTheTake() {
        // The pointer rests over the window from 0.002 s; the first swipe moves at 3.0 s.
        let shots = TakeTrim.shots(
            of: frames("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaabcdddd"), period: 0.1, firstInput: 0.002, keepIdle: false)
        XCTAssertEqual(shots.first?.index, 27, "0.3 s before the picture first changed")
        XCTAssertEqual(shots[0].duration, 0.3, accuracy: 1e-9)
    }

    func testKeepIdleKeepsEveryFrameButStillMergesRuns() {
        let shots = TakeTrim.shots(of: frames("aaaabbbaa"), period: 0.1, firstInput: 0.35, keepIdle: true)
        XCTAssertEqual(shots.map(\.index), [0, 4, 7])
        XCTAssertEqual(shots.map(\.duration).reduce(0, +), 0.9, accuracy: 1e-9, "the real length")
    }

    func testAnEmptyTakeHasNoShots() {
        XCTAssertEqual(TakeTrim.shots(of: [], period: 0.1, firstInput: nil, keepIdle: false), [])
    }
}
