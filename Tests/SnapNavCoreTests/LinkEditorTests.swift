import XCTest

@testable import SnapNavCore

/// Drawing, moving, resizing and deleting links, the chooser that names what a new one does,
/// and the history that undoes the file's edits.
final class LinkEditorTests: XCTestCase {
    static let targets = [
        "go": ["chat", "camera", "stories"], "push": ["detail", "sheet"], "present": ["detail", "sheet"],
    ]
    let existing = Hotspot(frame: Rect(x: 20, y: 100, width: 100, height: 50), action: .go("camera"))

    func editor(content: Size = Size(width: 360, height: 640)) -> LinkEditor {
        LinkEditor(panelID: "chat", hotspots: [existing], contentSize: content, targets: Self.targets)
    }

    func drag(_ editor: inout LinkEditor, from start: Point, to end: Point) -> [Hotspot]? {
        editor.press(at: start)
        editor.move(to: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2))
        editor.move(to: end)
        return editor.release()
    }

    func testADragOnAnEmptyAreaDrawsAFrameSnappedToWholePointsAndAsksWhatItDoes() {
        var editor = editor()
        XCTAssertNil(
            drag(&editor, from: Point(x: 200.4, y: 300.6), to: Point(x: 30.2, y: 250.5)), "nothing written yet")
        XCTAssertEqual(editor.drawnFrame, Rect(x: 30, y: 251, width: 170, height: 50))
        XCTAssertEqual(editor.chooser?.options, ["push", "present", "go", "back"])
        XCTAssertEqual(editor.chooser?.prompt, "tap does")
        editor.press(at: Point(x: 5, y: 5))
        XCTAssertNotNil(editor.chooser, "the pointer does nothing while the chooser is open")
    }

    func testTypingPicksTheActionAndTheTargetAndEnterWritesTheLink() {
        var editor = editor()
        _ = drag(&editor, from: Point(x: 30, y: 300), to: Point(x: 330, y: 360))
        XCTAssertNil(editor.chooserKey(.type("P")))
        XCTAssertNil(editor.chooserKey(.type("r")))
        XCTAssertEqual(editor.chooser?.prompt, "tap does: Pr")
        XCTAssertEqual(editor.chooser.map { $0.options[$0.selected] }, "present", "typing is not case-sensitive")
        XCTAssertNil(editor.chooserKey(.confirm))
        XCTAssertEqual(editor.chooser?.options, ["detail", "sheet"], "present reaches the panels of neither arm")
        XCTAssertEqual(editor.chooser?.prompt, "present to")
        XCTAssertNil(editor.chooserKey(.type("s")))
        XCTAssertNil(editor.chooserKey(.type("x")), "a prefix nothing has keeps the last match")
        XCTAssertNil(editor.chooserKey(.erase))
        XCTAssertEqual(editor.chooser?.prompt, "present to: s")
        let written = editor.chooserKey(.confirm)
        XCTAssertEqual(
            written, [existing, Hotspot(frame: Rect(x: 30, y: 300, width: 300, height: 60), action: .present("sheet"))])
        XCTAssertNil(editor.chooser)
        XCTAssertNil(editor.drawnFrame)
        XCTAssertEqual(editor.selection, 1, "the new link is selected")
    }

    func testTheArrowsWrapAndBackNeedsNoTarget() {
        var editor = editor()
        _ = drag(&editor, from: Point(x: 30, y: 300), to: Point(x: 330, y: 360))
        _ = editor.chooserKey(.up)
        XCTAssertEqual(editor.chooser?.selected, 3)
        XCTAssertEqual(editor.chooserKey(.confirm)?.last?.action, .back)
    }

    func testAClickOnAnOptionTakesIt() throws {
        var editor = editor()
        _ = drag(&editor, from: Point(x: 30, y: 300), to: Point(x: 100, y: 360))
        let panel = ColorPanelController(identifier: "chat", title: "Chat", background: .black)
        panel.view.frame = Rect(x: 0, y: 0, width: 360, height: 640)
        let placement = PanelPlacement(panel: panel, frame: panel.view.frame, clip: panel.view.frame)
        let viewport = Size(width: 360, height: 640)
        // Beside the new link at its top: the prompt, then a row of 24 points for each option.
        XCTAssertNil(
            editor.chooserOption(at: Point(x: 150, y: 310), panel: panel, placement: placement, viewport: viewport))
        let present = try XCTUnwrap(
            editor.chooserOption(at: Point(x: 150, y: 364), panel: panel, placement: placement, viewport: viewport))
        XCTAssertEqual(editor.chooser?.options[present], "present")
        XCTAssertNil(editor.chooserKey(.pick(present)))
        XCTAssertEqual(editor.chooser?.options, ["detail", "sheet"])
        XCTAssertNil(editor.chooserKey(.pick(7)), "a click on no option does nothing")
        XCTAssertEqual(editor.chooserKey(.pick(1))?.last?.action, .present("sheet"))
    }

    func testOnlyActionsWithTargetsAreOffered() {
        let chooser = LinkChooser(targets: ["go": ["camera"], "push": [], "present": []])
        XCTAssertEqual(chooser.options, ["go", "back"])
    }

    func testEscapeForgetsTheNewLinkAndAShortDragDrawsNothing() {
        var editor = editor()
        _ = drag(&editor, from: Point(x: 30, y: 300), to: Point(x: 330, y: 360))
        XCTAssertNil(editor.chooserKey(.cancel))
        XCTAssertNil(editor.chooser)
        XCTAssertNil(editor.drawnFrame)
        XCTAssertEqual(editor.hotspots, [existing])
        XCTAssertNil(drag(&editor, from: Point(x: 30, y: 300), to: Point(x: 32, y: 302)), "2 points is a click")
        XCTAssertNil(editor.chooser)
        XCTAssertNil(editor.notice, "a click says nothing")
    }

    func testALinkNarrowerThan8PointsIsRefusedWithAWord() {
        var editor = editor()
        XCTAssertNil(drag(&editor, from: Point(x: 30, y: 300), to: Point(x: 34, y: 340)))
        XCTAssertNil(editor.chooser, "no chooser for a link 4 points wide")
        XCTAssertNil(editor.drawnFrame)
        XCTAssertEqual(
            editor.notice, "no link drawn: 4 × 40 points is too small; a link is at least 8 points each way")
        editor.press(at: Point(x: 200, y: 500))
        XCTAssertNil(editor.notice, "the next press starts afresh")
    }

    func testAnAltOrShiftDragDrawsInsideALink() {
        var editor = editor()
        editor.press(at: Point(x: 40, y: 110), drawingNew: true)
        editor.move(to: Point(x: 80, y: 140))
        XCTAssertNil(editor.release())
        XCTAssertEqual(editor.hotspots, [existing], "the link it is in stays where it is")
        XCTAssertEqual(editor.drawnFrame, Rect(x: 40, y: 110, width: 40, height: 30))
        XCTAssertEqual(editor.chooserKey(.type("b")), nil)
        XCTAssertEqual(
            editor.chooserKey(.confirm),
            [existing, Hotspot(frame: Rect(x: 40, y: 110, width: 40, height: 30), action: .back)])
    }

    func testARefusedChangeIsKeptUntilTheFileTakesIt() {
        var editor = editor()
        _ = drag(&editor, from: Point(x: 30, y: 300), to: Point(x: 330, y: 360))
        let drawn = editor.chooserKey(.pick(3))
        editor.keepUnsaved()
        XCTAssertTrue(editor.isUnsaved)
        XCTAssertEqual(editor.hotspots, drawn, "the new link stays in the editor to be saved again")
        editor.reset(to: drawn ?? [])
        XCTAssertFalse(editor.isUnsaved, "written at last")
    }

    func testFramesStayWithinTheContent() {
        var editor = editor(content: Size(width: 360, height: 1300))
        _ = drag(&editor, from: Point(x: 300, y: 1200), to: Point(x: 500, y: 1500))
        XCTAssertEqual(
            editor.drawnFrame, Rect(x: 300, y: 1200, width: 60, height: 100), "drawn to the content's corner")
        _ = editor.chooserKey(.cancel)
        // Moved past the top left, it stops at the content's edges.
        let moved = drag(&editor, from: Point(x: 50, y: 120), to: Point(x: -200, y: -300))
        XCTAssertEqual(moved?.first?.frame, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    func testADragInsideMovesItAndAHandleResizesIt() {
        var editor = editor()
        XCTAssertEqual(
            drag(&editor, from: Point(x: 50, y: 120), to: Point(x: 80.6, y: 160.2))?.first?.frame,
            Rect(x: 51, y: 140, width: 100, height: 50))
        XCTAssertEqual(editor.selection, 0)
        // The bottom-right handle, taken on its square at the corner, 8 points across when selected.
        XCTAssertEqual(
            editor.handle(at: Point(x: 148, y: 187), of: editor.hotspots[0].frame, selected: true), .bottomRight)
        XCTAssertNil(editor.handle(at: Point(x: 148, y: 187), of: editor.hotspots[0].frame, selected: false))
        XCTAssertEqual(
            drag(&editor, from: Point(x: 148, y: 187), to: Point(x: 198, y: 217))?.first?.frame,
            Rect(x: 51, y: 140, width: 150, height: 80))
        XCTAssertNil(editor.notice)
        // The left handle can shrink it no narrower than the smallest side, and that is said.
        XCTAssertEqual(
            drag(&editor, from: Point(x: 51, y: 180), to: Point(x: 400, y: 180))?.first?.frame,
            Rect(x: 193, y: 140, width: 8, height: 80))
        XCTAssertEqual(editor.notice, "kept at 8 × 80 points: a link is at least 8 points each way")
        XCTAssertNil(drag(&editor, from: Point(x: 197, y: 180), to: Point(x: 197, y: 180)), "a click changes nothing")
    }

    func testAPressOffAHandlesSquareDrawsInsteadOfResizing() {
        var editor = editor()
        // 4 points below the bottom-right corner at 120,150: outside the handle drawn there.
        XCTAssertNil(drag(&editor, from: Point(x: 120, y: 154), to: Point(x: 300, y: 200)))
        XCTAssertEqual(editor.hotspots, [existing], "the link near it is left as it was")
        XCTAssertEqual(editor.drawnFrame, Rect(x: 120, y: 154, width: 180, height: 46))
        XCTAssertNotNil(editor.chooser)
        _ = editor.chooserKey(.cancel)
        // Selected, its handles are larger, but 4 points off the corner is still off them.
        editor.press(at: Point(x: 50, y: 120))
        _ = editor.release()
        XCTAssertEqual(editor.selection, 0)
        XCTAssertNil(drag(&editor, from: Point(x: 116, y: 154), to: Point(x: 300, y: 200)))
        XCTAssertEqual(editor.hotspots, [existing])
        XCTAssertEqual(editor.drawnFrame, Rect(x: 116, y: 154, width: 184, height: 46))
        _ = editor.chooserKey(.cancel)
        // On the square itself, the handle takes the press.
        XCTAssertEqual(
            drag(&editor, from: Point(x: 122, y: 152), to: Point(x: 142, y: 172))?.first?.frame,
            Rect(x: 20, y: 100, width: 120, height: 70))
    }

    func testGoLeavesOutTheScreenItIsOnAndPushLeavesOutTheLaunchScreen() throws {
        let configuration = try Configuration.parse(
            """
            { "start": "camera", "launch": "splash", "horizontal": ["chat", "camera", "map"],
              "vertical": ["camera", "memories"],
              "panels": { "splash": { "after": { "seconds": 2, "go": "camera" } }, "chat": {}, "camera": {},
                          "map": {}, "memories": {}, "detail": {} } }
            """, file: "t.json")
        let targets = LinkEditor.targets(in: configuration, from: "map")
        XCTAssertEqual(targets["go"], ["chat", "camera", "memories"], "a link on the map does not go to the map")
        XCTAssertEqual(targets["push"], ["detail"], "the launch screen shows once, at launch; nothing pushes it")
        XCTAssertEqual(targets["present"], ["detail"])
    }

    /// A panel of 360 × 640 points drawn at the window's origin, and the editor drawn over it.
    func drawn(_ editor: LinkEditor) -> DisplayList {
        let panel = ColorPanelController(identifier: "chat", title: "Chat", background: .black)
        panel.view.frame = Rect(x: 0, y: 0, width: 360, height: 640)
        let placement = PanelPlacement(panel: panel, frame: panel.view.frame, clip: panel.view.frame)
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        editor.draw(in: canvas, panel: panel, placement: placement, viewport: Size(width: 360, height: 640))
        return canvas
    }

    func testTheEditingNoteCoversNoLink() throws {
        let tabs = [
            Hotspot(frame: Rect(x: 0, y: 557, width: 120, height: 83), action: .go("home")),
            Hotspot(frame: Rect(x: 120, y: 557, width: 120, height: 83), action: .go("chat")),
            Hotspot(frame: Rect(x: 240, y: 557, width: 120, height: 83), action: .go("camera")),
        ]
        let editor = LinkEditor(
            panelID: "chat", hotspots: tabs, contentSize: Size(width: 360, height: 640), targets: Self.targets)
        let note = try XCTUnwrap(
            drawn(editor).operations.compactMap { operation -> Rect? in
                guard case .text(LinkEditor.note, let rect, _, _) = operation else { return nil }
                return rect
            }.first)
        for tab in tabs {
            XCTAssertTrue(note.intersection(tab.frame).isEmpty, "the note covers \(tab.frame)")
        }
    }

    func testLabelsAreReadableAndNeverOverlap() {
        let links = [
            // Tab bar buttons too narrow for "go camera".
            Hotspot(frame: Rect(x: 0, y: 580, width: 60, height: 60), action: .go("camera")),
            Hotspot(frame: Rect(x: 60, y: 580, width: 60, height: 60), action: .go("chat")),
            // Two links overlapping, their corners close.
            Hotspot(frame: Rect(x: 20, y: 100, width: 200, height: 50), action: .present("sheet")),
            Hotspot(frame: Rect(x: 30, y: 106, width: 200, height: 50), action: .push("detail")),
        ]
        let editor = LinkEditor(
            panelID: "chat", hotspots: links, contentSize: Size(width: 360, height: 640), targets: Self.targets)
        let labels = drawn(editor).operations.compactMap { operation -> (String, Rect, TextStyle)? in
            guard case .text(let text, let rect, let style, _) = operation, text != LinkEditor.note else { return nil }
            return (text, rect, style)
        }
        XCTAssertEqual(labels.count, links.count, "every link is labelled")
        for (link, label) in zip(links, labels) {
            XCTAssertTrue(label.0.contains(link.action.target ?? "back"), "\(label.0) names its target")
            XCTAssertLessThanOrEqual(label.2.estimatedWidth(of: label.0), label.1.width, "\(label.0) is not cut short")
        }
        for (index, first) in labels.enumerated() {
            for second in labels[(index + 1)...] {
                XCTAssertTrue(first.1.intersection(second.1).isEmpty, "\(first.0) overlaps \(second.0)")
            }
        }
    }

    func testAnyHotspotsHandleResizesItAndSelectsIt() {
        var editor = editor()
        XCTAssertNil(editor.selection)
        XCTAssertEqual(
            drag(&editor, from: Point(x: 20, y: 125), to: Point(x: 0, y: 125))?.first?.frame,
            Rect(x: 0, y: 100, width: 120, height: 50), "the left handle, with nothing selected")
        XCTAssertEqual(editor.selection, 0)
    }

    func testDeleteRemovesTheSelectedLink() {
        var editor = editor()
        XCTAssertNil(editor.deleteSelection(), "nothing is selected")
        editor.press(at: Point(x: 50, y: 120))
        _ = editor.release()
        XCTAssertEqual(editor.deleteSelection(), [])
        XCTAssertNil(editor.selection)
    }

    func testTargetsFollowTheConfiguration() throws {
        let configuration = try Configuration.parse(
            """
            { "start": "camera", "horizontal": ["chat", "camera"], "vertical": ["camera", "memories"],
              "panels": { "chat": {}, "camera": {}, "memories": {}, "detail": {}, "sheet": {} } }
            """, file: "t.json")
        let targets = LinkEditor.targets(in: configuration, from: "detail")
        XCTAssertEqual(targets["go"], ["chat", "camera", "memories"])
        XCTAssertEqual(targets["push"], ["sheet"], "a screen does not link to itself")
    }

    func testTheHistoryUndoesAndRedoesOnlyOverTheTextItLeft() {
        var history = EditHistory()
        XCTAssertEqual(history.undo(current: "a"), .failure(.nothing))
        history.record(before: "a", after: "b")
        history.record(before: "b", after: "c")
        XCTAssertEqual(history.undo(current: "x"), .failure(.changedSince), "an edit made since is not lost")
        XCTAssertEqual(history.undo(current: "c"), .success("b"))
        XCTAssertEqual(history.undo(current: "b"), .success("a"))
        XCTAssertEqual(history.undo(current: "a"), .failure(.nothing))
        XCTAssertEqual(history.redo(current: "a"), .success("b"))
        history.record(before: "b", after: "d")
        XCTAssertEqual(history.redo(current: "d"), .failure(.nothing), "a new edit ends what could be redone")
        XCTAssertEqual(history.undo(current: "d"), .success("b"))
    }
}
