import XCTest

@testable import SnapNavCore

/// The order a prototype's images are decoded in: what shows, then what one swipe or tap
/// reaches, then two, and so on.
final class ConfigurationReachTests: XCTestCase {
    let configuration = try! Configuration.parse(
        """
        { "start": "camera", "horizontal": ["chat", "inbox", "camera", "stories", "discover"],
          "vertical": ["memories", "camera", "spotlight"], "launch": "splash",
          "panels": {
            "chat": {}, "camera": {}, "stories": {}, "discover": {}, "memories": {}, "spotlight": {},
            "inbox": { "hotspots": [{ "frame": [0, 0, 10, 10], "tap": { "push": "thread" } }] },
            "thread": { "hotspots": [{ "frame": [0, 0, 10, 10], "tap": { "present": "photo" } }] },
            "photo": {}, "orphan": {},
            "splash": { "after": { "seconds": 1, "go": "camera" } } } }
        """, file: "reach.json")

    func testWhatIsShownComesFirstThenOneStepThenTwo() {
        let order = configuration.panelsByReach(from: ["camera"])
        XCTAssertEqual(order.first, "camera")
        XCTAssertEqual(Set(order[1...4]), ["inbox", "stories", "memories", "spotlight"], "one swipe")
        XCTAssertEqual(Set(order[5...7]), ["chat", "discover", "thread"], "two steps: swipes and a tap")
        XCTAssertEqual(order[8], "photo")
        XCTAssertEqual(Array(order.suffix(2)), ["orphan", "splash"], "unreached, in file order")
        XCTAssertEqual(order.count, Set(order).count, "each once")
        XCTAssertEqual(Set(order), Set(configuration.panels.map(\.id)))
    }

    func testAScreenOpenOverTheCrossCountsAsShown() {
        let order = configuration.panelsByReach(from: ["inbox", "thread"])
        XCTAssertEqual(Array(order.prefix(2)), ["inbox", "thread"])
        XCTAssertEqual(Set(order[2...4]), ["chat", "camera", "photo"])
    }

    func testOneSwipeIsTheArmNeighboursOfWhatIsShown() {
        XCTAssertEqual(
            configuration.panelsOneSwipe(from: ["camera"]), ["camera", "inbox", "stories", "memories", "spotlight"])
        XCTAssertEqual(configuration.panelsOneSwipe(from: ["chat"]), ["chat", "inbox"])
        XCTAssertEqual(configuration.panelsOneSwipe(from: ["camera", "splash"]).prefix(2), ["camera", "splash"])
        XCTAssertEqual(configuration.panelsOneSwipe(from: ["nowhere"]), [])
    }

    func testThePanelsShownAtStart() {
        XCTAssertEqual(configuration.panelsShown(startingOn: nil), ["camera", "splash"])
        XCTAssertEqual(configuration.panelsShown(startingOn: ["inbox", "thread"]), ["inbox", "thread"])
    }

    func testImageFilesFollowThePanelsEachPathOnce() throws {
        let directory = NSTemporaryDirectory() + "snapnav-reach-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A PNG header is all the configuration reads of a file.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0, 0, 1, 0x68, 0, 0, 2, 0x80, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        for name in ["a", "b", "c"] {
            FileManager.default.createFile(atPath: "\(directory)/\(name).png", contents: Data(header))
        }
        let withImages = try Configuration.parse(
            """
            { "start": "one", "horizontal": ["one", "two"],
              "panels": { "one": { "content": { "kind": "image", "file": "a.png" } },
                          "two": { "content": { "kind": "story", "files": ["b.png", "a.png", "c.png"] } } } }
            """, file: directory + "/snapnav.json")
        let files = withImages.imageFiles(of: ["two", "one"])
        XCTAssertEqual(files.map(\.panel), ["two", "two", "two"])
        XCTAssertEqual(files.map(\.key), ["files[0]", "files[1]", "files[2]"])
        XCTAssertEqual(files.map { URL(fileURLWithPath: $0.file.path).lastPathComponent }, ["b.png", "a.png", "c.png"])
    }
}
