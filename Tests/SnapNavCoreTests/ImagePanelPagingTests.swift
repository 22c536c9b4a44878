import Foundation
import SnapNavCore
import XCTest

/// An image panel at every place in the cross, fitted so that it does not scroll (`fill`) and
/// so that it does (`width`, a 1080 × 4000 export in a 360 × 640 window): a drag toward each
/// neighbour reaches it, scrolling through the image first where there is image left to see.
final class ImagePanelPagingTests: XCTestCase {
    static let feed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/screens/feed.png").standardizedFileURL.path

    /// The cross with `imageAt` an image fitted by `fit`; the other panels are plain colours.
    func makeDriver(vertical: [String], imageAt: String, fit: String) throws -> CrossDriver {
        let ids = Set(["left", "camera", "right"] + vertical)
        let panels = ids.sorted().map { id in
            id == imageAt
                ? ##""\##(id)": { "content": { "kind": "image", "file": "\##(Self.feed)", "fit": "\##(fit)" } }"##
                : ##""\##(id)": { "title": "\##(id)", "background": "#336699" }"##
        }
        let json = """
            { "start": "camera", "horizontal": ["left", "camera", "right"],
              "vertical": [\(vertical.map { "\"\($0)\"" }.joined(separator: ", "))],
              "panels": { \(panels.joined(separator: ", ")) } }
            """
        let driver = try CrossDriver(json: json, standardPanels: true)
        XCTAssertTrue(driver.navigator.navigate(to: imageAt, animated: false))
        return driver
    }

    /// A slow drag (so that release speed decides nothing) that scrolls through whatever of the
    /// image is left in its direction and then pulls three quarters of a page.
    func dragTowardNeighbour(_ driver: CrossDriver, finger direction: Point) {
        let image = driver.navigator.currentPanel.scrollingContent
        var left = 0.0
        if let image, direction.y != 0 {
            left = direction.y < 0 ? image.nestedMaximumOffset - image.nestedContentOffset : image.nestedContentOffset
        }
        let distance = left + 0.75 * (direction.y != 0 ? 640 : 360)
        let delta = Point(x: direction.x * distance, y: direction.y * distance)
        // From the window's edge behind the finger; the mouse may leave the window after the press.
        let start = Point(x: 180 - direction.x * 170, y: 320 - direction.y * 310)
        driver.drag(by: delta, from: start, steps: Int(distance / 8), release: false)
        driver.holdStill()
        driver.release()
        driver.settle()
    }

    /// Where each finger direction leads from each panel of the cross `vertical` makes.
    func neighbours(vertical: [String]) -> [String: [(finger: Point, reaches: String)]] {
        let up = Point(x: 0, y: -1)
        let down = Point(x: 0, y: 1)
        let left = Point(x: -1, y: 0)
        let right = Point(x: 1, y: 0)
        var table: [String: [(Point, String)]] = [
            "left": [(left, "camera")],
            "right": [(right, "camera")],
            "camera": [(left, "right"), (right, "left")],
        ]
        let row = vertical.firstIndex(of: "camera")!
        if row > 0 {
            table["camera", default: []].append((down, vertical[row - 1]))
            table[vertical[row - 1]] = [(up, "camera")]
        }
        if row < vertical.count - 1 {
            table["camera", default: []].append((up, vertical[row + 1]))
            table[vertical[row + 1]] = [(down, "camera")]
        }
        return table
    }

    func assertEveryDragReachesItsNeighbour(vertical: [String], file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        for (imageAt, moves) in neighbours(vertical: vertical) {
            for fit in ["fill", "width"] {
                for (finger, reaches) in moves {
                    let driver = try makeDriver(vertical: vertical, imageAt: imageAt, fit: fit)
                    let scrolls = (driver.navigator.currentPanel.scrollingContent?.nestedMaximumOffset ?? 0) > 0
                    XCTAssertEqual(scrolls, fit == "width", "\(imageAt) scrolls only when fitted to its width")
                    dragTowardNeighbour(driver, finger: finger)
                    XCTAssertEqual(
                        driver.navigator.currentPanel.identifier, reaches,
                        "a \(fit) image at \(imageAt), finger \(finger)", file: file, line: line)
                }
            }
        }
    }

    func testDragsFromAnImageAnywhereInACrossWithPanelsAboveAndBelowReachEachNeighbour() throws {
        try assertEveryDragReachesItsNeighbour(vertical: ["above", "camera", "below"])
    }

    /// The starter's shape: the image at home heads the vertical arm, with a feed below it.
    func testDragsFromAnImageAtTheTopOfTheVerticalArmReachEachNeighbour() throws {
        try assertEveryDragReachesItsNeighbour(vertical: ["camera", "below"])
    }

    func testAFingerDownOnAnImageHeadingTheVerticalArmMovesNothing() throws {
        let driver = try makeDriver(vertical: ["camera", "below"], imageAt: "camera", fit: "fill")
        dragTowardNeighbour(driver, finger: Point(x: 0, y: 1))
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "camera")
        XCTAssertEqual(driver.vertical.contentOffset.y, 0)
    }

    func testAScrollingImageAtTheCrossingScrollsBeforeItPages() throws {
        let driver = try makeDriver(vertical: ["above", "camera", "below"], imageAt: "camera", fit: "width")
        let image = try XCTUnwrap(driver.navigator.currentPanel.scrollingContent)
        let start = driver.vertical.contentOffset.y
        driver.drag(by: Point(x: 0, y: -300), from: Point(x: 180, y: 500), release: false)
        XCTAssertEqual(
            image.nestedContentOffset, 300 - DirectionLock().slop, accuracy: 0.5,
            "the image follows the finger once it leaves the slop")
        XCTAssertEqual(driver.vertical.contentOffset.y, start, "the arm waits for the image's end")
        driver.holdStill()
        driver.release()
        driver.settle()
        // Back down: the image scrolls back to its top, then the page above shows.
        driver.drag(by: Point(x: 0, y: 300 + 200), from: Point(x: 180, y: 60), release: false)
        // The slop is swallowed once more; what is left past the image's top is the arm's.
        XCTAssertEqual(image.nestedContentOffset, 0, accuracy: 0.5)
        XCTAssertEqual(
            driver.vertical.contentOffset.y, start - 200, accuracy: 0.5, "the arm takes the rest")
        driver.holdStill()
        driver.release()
        driver.settle()
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "camera", "less than half a page springs back")
    }

    func testWheelNotchesOnAnImageThatDoesNotScrollPage() throws {
        let driver = try makeDriver(vertical: ["camera", "below"], imageAt: "camera", fit: "fill")
        driver.scroll(Point(x: 0, y: -1), count: 1, isPrecise: false)
        driver.run(seconds: 1)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "below")
    }
}
