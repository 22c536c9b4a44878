import Foundation
import SnapNavCore
import XCTest

/// The tuning tools' rules, without a window: what each key does and what writing back says.
final class TuningSessionTests: XCTestCase {
    let configuration = try! Configuration.parse(
        #"{ "start": "camera", "horizontal": ["chat", "camera"], "panels": { "chat": {}, "camera": {} } }"#,
        file: "t.json")

    func effect(_ session: TuningSession, _ key: Key, _ modifiers: KeyModifiers = [], slow: Bool = false)
        -> TuningSession.KeyEffect?
    {
        session.effect(of: key, modifiers: modifiers, configuration: configuration, isSlowMotion: slow)
    }

    func testTheOverlaysKeysAreLiveOnlyWhileItIsOpen() {
        var session = TuningSession()
        XCTAssertEqual(effect(session, .h), .action(.overlay(visible: true)))
        XCTAssertEqual(effect(session, .p), .screenshot)
        XCTAssertEqual(effect(session, .t), .hotspots)
        XCTAssertEqual(effect(session, .help), .keyHelp)
        XCTAssertEqual(effect(session, .slash, .shift), .keyHelp)
        XCTAssertNil(effect(session, .slash), "/ alone is not ?")
        for key in [Key.up, .down, .left, .right, .s, .w] { XCTAssertNil(effect(session, key), "\(key) navigates") }

        session.isOverlayVisible = true
        XCTAssertEqual(effect(session, .h), .action(.overlay(visible: false)))
        XCTAssertEqual(effect(session, .down), .action(.select(1)))
        XCTAssertEqual(
            effect(session, .up), .action(.select(PhysicsTuning.parameters.count - 1)), "up from the first wraps")
        XCTAssertEqual(effect(session, .w), .writeBack)
        XCTAssertEqual(effect(session, .s), .action(.slowMotion(ToolOptions.defaultSlowMotionFactor)))
        XCTAssertEqual(effect(session, .s, slow: true), .action(.slowMotion(1)))
    }

    func testLeftAndRightTuneTheSelectedParameterAndShiftTakesTenSteps() throws {
        var session = TuningSession()
        session.isOverlayVisible = true
        let parameter = session.parameters.selected
        let name = parameter.keyPath.joined(separator: ".")
        let now = parameter.value(in: configuration)
        guard case .action(.tune(let tuned, let one))? = effect(session, .right) else { return XCTFail("no tune") }
        guard case .action(.tune(_, let ten))? = effect(session, .right, .shift) else { return XCTFail("no tune") }
        XCTAssertEqual(tuned, name)
        XCTAssertGreaterThan(one, now)
        XCTAssertEqual(ten - now, 10 * (one - now), accuracy: 1e-6 * max(1, abs(now)))
        guard case .action(.tune(_, let down))? = effect(session, .left) else { return XCTFail("no tune") }
        XCTAssertLessThan(down, now)
    }

    func testWritingBackSaysWhatHappened() throws {
        let directory = NSTemporaryDirectory() + "snapnav-tuning-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/snapnav.json"
        try #"{ "start": "camera", "horizontal": ["chat", "camera"], "panels": { "chat": {}, "camera": {} } }"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        var tuned = try Configuration.load(path: path)
        tuned.physics.flingVelocity += 50
        XCTAssertEqual(TuningSession.writeBack(tuned, to: .file(path)), .written(path: path))
        XCTAssertEqual(try Configuration.load(path: path).physics.flingVelocity, tuned.physics.flingVelocity)
        XCTAssertEqual(
            TuningSession.writeBack(tuned, to: .file(path)), .notWritten("\(path) already has these values"))
        XCTAssertEqual(
            TuningSession.writeBack(tuned, to: .images(directory: directory, files: [])).message,
            "no snapnav.json in \(directory) to write the values to; add one to keep them")
        XCTAssertEqual(TuningSession.writeBack(tuned, to: nil), .notWritten("no configuration file to write to"))
        let gone = directory + "/gone.json"
        guard case .failed(let reason) = TuningSession.writeBack(tuned, to: .file(gone)) else {
            return XCTFail("a missing file is a failure")
        }
        XCTAssertTrue(reason.contains(gone), reason)
    }
}
