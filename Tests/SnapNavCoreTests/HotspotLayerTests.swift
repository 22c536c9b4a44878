import XCTest

@testable import SnapNavCore

/// The hotspot layer by itself, without a navigator: what a tap hits and when they flash.
final class HotspotLayerTests: XCTestCase {
    let clock = ManualClock()

    func makeLayer() -> HotspotLayer {
        var layer = HotspotLayer(clock: clock)
        layer.areas["chat"] = [
            Hotspot(frame: Rect(x: 0, y: 0, width: 100, height: 100), action: .go("camera")),
            Hotspot(frame: Rect(x: 50, y: 50, width: 100, height: 100), action: .back),
        ]
        return layer
    }

    func testATapHitsTheTopmostHotspotUnderIt() {
        var layer = makeLayer()
        XCTAssertEqual(layer.hit(at: Point(x: 75, y: 75), onPanel: "chat")?.action, .back)
        XCTAssertEqual(layer.hit(at: Point(x: 10, y: 10), onPanel: "chat")?.action, .go("camera"))
        XCTAssertNil(layer.hit(at: Point(x: 300, y: 300), onPanel: "chat"))
        XCTAssertNil(layer.hit(at: Point(x: 10, y: 10), onPanel: "camera"))
        XCTAssertFalse(layer.isFlashing, "asking flashes nothing")
    }

    func testAMissFlashesOnlyAPanelThatHasHotspotsAndAHitEndsTheFlash() {
        var layer = makeLayer()
        layer.flashAfterMiss(onPanel: "camera")
        XCTAssertFalse(layer.isFlashing)
        layer.flashAfterMiss(onPanel: "chat")
        XCTAssertEqual(layer.opacity, 1)
        _ = layer.hit(at: Point(x: 10, y: 10), onPanel: "chat")
        XCTAssertFalse(layer.isFlashing)
        XCTAssertEqual(layer.opacity, 0)
    }

    func testTheFlashEndsWithItsTime() {
        var layer = makeLayer()
        layer.flashAfterMiss(onPanel: "chat")
        clock.advance(by: HotspotLayer.flashDuration)
        layer.step()
        XCTAssertFalse(layer.isFlashing)
        layer.isAlwaysShown = true
        XCTAssertEqual(layer.opacity, 1)
    }
}
