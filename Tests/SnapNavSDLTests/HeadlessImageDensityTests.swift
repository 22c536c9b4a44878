import Foundation
import SnapNavCore
import XCTest

/// A 3× export drawn at 1×: each one-pixel hairline covers a third of a point, so it must come
/// out as the same light grey on every line, not black on some and gone on others.
final class HeadlessImageDensityTests: XCTestCase {
    func testThreeTimesHairlinesComeOutAsAnEvenGreyAtOneTimes() throws {
        let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../fixtures/screens").standardizedFileURL.path
        let directory = NSTemporaryDirectory() + "snapnav-density-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = directory + "/snapnav.json"
        let text = """
            { "window": { "width": 360, "height": 640 }, "start": "home", "horizontal": ["home"],
              "panels": { "home": { "content": { "kind": "image", "file": "\(screens)/hairlines.png" } } } }
            """
        FileManager.default.createFile(atPath: config, contents: Data(text.utf8))
        let harness = try HeadlessApp(configPath: config)
        let frame = try harness.app.renderPixels()
        XCTAssertEqual(frame.width, 360)
        var greys: [UInt32] = []
        var blacks = 0
        for y in 200..<440 {
            let blue = frame.pixels[y * frame.width + 180] & 0xFF
            if blue < 0x40 { blacks += 1 }
            if blue < 0xF0 { greys.append(blue) }
        }
        // The lines are 9 export pixels apart: 3 points, so 80 of them in 240 rows.
        XCTAssertEqual(blacks, 0, "no hairline stays black")
        XCTAssertEqual(greys.count, 80, "every hairline shows")
        XCTAssertLessThanOrEqual((greys.max() ?? 0) - (greys.min() ?? 0), 2, "every hairline is the same grey")
        XCTAssertEqual(Double(greys.first ?? 0), 255 * 2 / 3, accuracy: 3, "a third of a point of black")
    }
}
