import SnapNavCore
import XCTest

final class DisplayListTests: XCTestCase {
    private func drawSample(into canvas: Canvas, title: String = "Chat") {
        canvas.fill(Rect(x: 0, y: 0, width: 100, height: 200), color: .white)
        canvas.pushClip(Rect(x: 0, y: 10, width: 100, height: 50))
        canvas.fillRoundedRect(Rect(x: 5, y: 5, width: 90, height: 90), radius: 12, color: .black)
        canvas.drawText(title, in: Rect(x: 10, y: 20, width: 80, height: 20), style: TextStyle(size: 14))
        canvas.popClip()
        canvas.fillGradient(Rect(x: 0, y: 100, width: 100, height: 40), top: .white, bottom: .black)
        canvas.strokeRoundedRect(Rect(x: 1, y: 1, width: 98, height: 98), radius: 4, lineWidth: 1, color: .black)
        canvas.drawImage("home.png", in: Rect(x: 0, y: 140, width: 100, height: 60), opacity: 0.5)
    }

    func testReplayDrawsWhatWasRecordedWithTheSameClips() {
        let list = DisplayList(size: Size(width: 100, height: 200))
        drawSample(into: list)
        let direct = DisplayList(size: Size(width: 100, height: 200))
        drawSample(into: direct)
        let replayed = DisplayList(size: Size(width: 100, height: 200))
        list.replay(into: replayed)
        XCTAssertEqual(replayed.operations, direct.operations)
        XCTAssertEqual(replayed.operations.count, 6)
    }

    func testListsOfTheSameDrawingAreTheSameAndAnyChangeIsSeen() {
        let first = DisplayList(size: Size(width: 100, height: 200))
        let second = DisplayList(size: Size(width: 100, height: 200))
        drawSample(into: first)
        drawSample(into: second)
        XCTAssertTrue(first.draws(theSameAs: second))
        second.reset(size: Size(width: 100, height: 200))
        drawSample(into: second, title: "Chats")
        XCTAssertFalse(first.draws(theSameAs: second), "a changed title is a change")
        second.reset(size: Size(width: 101, height: 200))
        drawSample(into: second)
        XCTAssertFalse(first.draws(theSameAs: second), "a changed size is a change")
    }

    func testSwappingKeepsTheRecordingAndHandsBackTheOldList() {
        let kept = DisplayList(size: Size(width: 10, height: 10))
        kept.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        let recording = DisplayList(size: Size(width: 20, height: 20))
        recording.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .white)
        kept.swapContents(with: recording)
        XCTAssertEqual(kept.size, Size(width: 20, height: 20))
        XCTAssertEqual(kept.commands, [.fill(Rect(x: 0, y: 0, width: 20, height: 20), .white)])
        XCTAssertEqual(recording.commands, [.fill(Rect(x: 0, y: 0, width: 10, height: 10), .black)])
    }

    func testUnbalancedClipsInARecordingDoNotUnbalanceTheCanvasItIsReplayedInto() {
        let list = DisplayList(size: Size(width: 100, height: 100))
        list.popClip()
        list.pushClip(Rect(x: 0, y: 0, width: 10, height: 10))
        list.pushClip(Rect(x: 0, y: 0, width: 5, height: 5))
        let canvas = DisplayList(size: Size(width: 100, height: 100))
        canvas.pushClip(Rect(x: 0, y: 0, width: 50, height: 50))
        list.replay(into: canvas)
        XCTAssertEqual(
            canvas.currentClip, Rect(x: 0, y: 0, width: 50, height: 50), "the caller's clip is in force again")
    }
}
