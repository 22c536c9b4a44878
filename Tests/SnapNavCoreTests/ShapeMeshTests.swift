import SnapNavCore
import XCTest

final class ShapeMeshTests: XCTestCase {
    func testAFilledCircleIsSolidInsideAndFadesToNothingAtItsEdge() {
        let mesh = ShapeMesh.fill(Rect(x: 0, y: 0, width: 40, height: 40), radius: 20)
        XCTAssertEqual(mesh.positions.count, mesh.coverage.count)
        XCTAssertEqual(mesh.indices.count % 3, 0)
        XCTAssertTrue(mesh.indices.allSatisfy { $0 >= 0 && Int($0) < mesh.positions.count })
        for (point, coverage) in zip(mesh.positions, mesh.coverage) {
            let distance = ((point.x - 20) * (point.x - 20) + (point.y - 20) * (point.y - 20)).squareRoot()
            if coverage == 0 { XCTAssertEqual(distance, 20.5, accuracy: 1e-9) }
            if coverage == 1 && distance > 0 { XCTAssertEqual(distance, 19.5, accuracy: 1e-9) }
        }
    }

    func testAStrokeHasTwoSolidOutlinesBetweenTwoFadedOnes() {
        let mesh = ShapeMesh.stroke(Rect(x: 0, y: 0, width: 100, height: 60), radius: 10, lineWidth: 4)
        XCTAssertEqual(Set(mesh.coverage), [0, 1])
        XCTAssertEqual(mesh.coverage.filter { $0 == 1 }.count, mesh.coverage.count / 2)
        let xs = mesh.positions.map(\.x)
        XCTAssertEqual(xs.min() ?? 0, -2.5, accuracy: 1e-9)
        XCTAssertEqual(xs.max() ?? 0, 102.5, accuracy: 1e-9)
    }

    func testAHairlineIsDrawnFaint() {
        let mesh = ShapeMesh.stroke(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0, lineWidth: 0.5)
        XCTAssertEqual(mesh.coverage.max(), 0.5)
    }

    func testEmptyOrNonFiniteShapesHaveNoTriangles() {
        XCTAssertTrue(ShapeMesh.fill(.zero, radius: 4).indices.isEmpty)
        XCTAssertTrue(ShapeMesh.fill(Rect(x: .nan, y: 0, width: 10, height: 10), radius: 4).indices.isEmpty)
        XCTAssertTrue(
            ShapeMesh.stroke(Rect(x: 0, y: 0, width: 10, height: 10), radius: 2, lineWidth: 0).indices.isEmpty)
    }
}
