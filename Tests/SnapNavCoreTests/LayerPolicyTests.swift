import SnapNavCore
import XCTest

/// The one rule panels and bars follow for their layers: copy while the drawing is the
/// layer's, draw in place while it changes, draw the layer once it has held still.
final class LayerPolicyTests: XCTestCase {
    /// This frame's drawing: a fill at `x`.
    func drawing(at x: Double) -> DisplayList {
        let list = DisplayList(size: Size(width: 100, height: 100))
        list.fill(Rect(x: x, y: 0, width: 10, height: 10), color: .black)
        return list
    }

    func testChangingDrawingIsDrawnInPlaceUntilItHoldsStillForItsFrames() {
        let policy = LayerPolicy(framesHeldBeforeLayer: 3)
        XCTAssertEqual(policy.decide(drawing(at: 0), layerHolds: nil), .drawDirectly)
        XCTAssertEqual(policy.decide(drawing(at: 5), layerHolds: nil), .drawDirectly, "it moved")
        XCTAssertEqual(policy.decide(drawing(at: 5), layerHolds: nil), .drawDirectly, "two frames the same")
        XCTAssertEqual(policy.decide(drawing(at: 5), layerHolds: nil), .drawLayer, "three frames the same")
        XCTAssertEqual(policy.lastSeen.commands, drawing(at: 5).commands, "the layer is drawn from this frame's")
        XCTAssertEqual(policy.decide(drawing(at: 5), layerHolds: policy.lastSeen), .copyLayer)
        XCTAssertEqual(policy.decide(drawing(at: 6), layerHolds: drawing(at: 5)), .drawDirectly, "a change")
    }

    func testAPanelsRuleDrawsTheLayerAfterOneStillFrame() {
        let policy = LayerPolicy(framesHeldBeforeLayer: 2)
        policy.remember(drawing(at: 0))
        XCTAssertEqual(policy.decide(drawing(at: 1), layerHolds: drawing(at: 0)), .drawDirectly)
        XCTAssertEqual(policy.decide(drawing(at: 1), layerHolds: drawing(at: 0)), .drawLayer)
    }

    func testForgettingStartsTheCountAgain() {
        let policy = LayerPolicy(framesHeldBeforeLayer: 2)
        XCTAssertEqual(policy.decide(drawing(at: 0), layerHolds: nil), .drawDirectly)
        policy.forget()
        XCTAssertEqual(policy.decide(drawing(at: 0), layerHolds: nil), .drawDirectly, "nothing seen before it")
        XCTAssertEqual(policy.decide(drawing(at: 0), layerHolds: nil), .drawLayer)
    }

    func testTheRecordingHandsItsStorageOverAndGetsTheFrameBeforesBack() {
        let policy = LayerPolicy(framesHeldBeforeLayer: 1)
        let first = drawing(at: 0)
        XCTAssertEqual(policy.decide(first, layerHolds: nil), .drawLayer, "one frame is enough")
        XCTAssertTrue(first.commands.isEmpty, "nothing was seen before")
        let second = drawing(at: 9)
        _ = policy.decide(second, layerHolds: nil)
        XCTAssertEqual(second.commands, drawing(at: 0).commands)
    }
}
