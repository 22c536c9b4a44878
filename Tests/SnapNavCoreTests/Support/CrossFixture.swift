import SnapNavCore

/// Builds configurations and navigators for tests of the cross: chat and stories beside the
/// camera, any panels above and below it.
struct CrossFixture {
    static let viewport = Size(width: 360, height: 640)
    static let colours = [
        "chat": "#3CB2E2", "camera": "#1E1E1E", "stories": "#9B55A0", "profile": "#FFFC00", "memories": "#F23C57",
    ]
    /// Colours for the panels made up by a test, in order.
    static let spareColours = ["#208040", "#2040A0", "#A04020", "#40A0A0", "#806020", "#602080"]

    /// The JSON of a cross with `above` and `below` on the vertical arm, or no vertical arm at
    /// all when both are nil. `panelOptions` adds members to a panel's object, such as
    /// `"swipe": false`; `transitions` is the body of the `transitions` object.
    static func json(
        above: [String]? = ["profile"], below: [String]? = ["memories"], transitions: String? = nil,
        panelOptions: [String: String] = [:]
    ) -> String {
        let horizontal = ["chat", "camera", "stories"]
        var vertical: [String]?
        if above != nil || below != nil { vertical = (above ?? []) + ["camera"] + (below ?? []) }
        func list(_ ids: [String]) -> String { "[" + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        var panels: [String] = []
        var spare = spareColours.makeIterator()
        var defined: Set<String> = []
        for id in horizontal + (vertical ?? []) where defined.insert(id).inserted {
            let colour = colours[id] ?? spare.next() ?? "#808080"
            let options = panelOptions[id].map { ", " + $0 } ?? ""
            panels.append("\"\(id)\": { \"title\": \"\(id)\", \"background\": \"\(colour)\"\(options) }")
        }
        var members = ["\"start\": \"camera\"", "\"horizontal\": \(list(horizontal))"]
        if let vertical { members.append("\"vertical\": \(list(vertical))") }
        if let transitions { members.append("\"transitions\": { \(transitions) }") }
        members.append("\"panels\": { \(panels.joined(separator: ", ")) }")
        return "{ " + members.joined(separator: ", ") + " }"
    }
}

/// Drives a navigator with a manual clock the way a mouse and a 60 Hz frame loop would.
final class CrossDriver {
    let clock: ManualClock
    let navigator: SwipeNavigator

    init(_ navigator: SwipeNavigator, clock: ManualClock) {
        self.navigator = navigator
        self.clock = clock
    }

    /// The vertical pager; fails the test's precondition when the layout has none.
    var vertical: PagingScrollController { navigator.vertical! }

    /// Presses the mouse at `start`, moves it by `delta` in `steps` moves 16 ms apart and, when
    /// `release` is true, lets go. `each` runs after every move.
    func drag(
        by delta: Point, from start: Point = Point(x: 180, y: 320), steps: Int = 12, release: Bool = true,
        each: () -> Void = {}
    ) {
        navigator.handle(.pointerDown(.mouse, start))
        for step in 1...steps {
            clock.advance(by: 0.016)
            navigator.step()
            let f = Double(step) / Double(steps)
            navigator.handle(.pointerMove(.mouse, Point(x: start.x + delta.x * f, y: start.y + delta.y * f)))
            each()
        }
        if release { navigator.handle(.pointerUp(.mouse, start + delta)) }
    }

    /// Runs 60 Hz frames until nothing moves (at most ten seconds); `each` runs after every frame.
    func settle(each: () -> Void = {}) {
        for _ in 0..<600 where navigator.isAnimating {
            clock.advance(by: 1.0 / 60)
            navigator.step()
            each()
        }
    }

    /// Runs `count` 60 Hz frames.
    func frames(_ count: Int) {
        for _ in 0..<count {
            clock.advance(by: 1.0 / 60)
            navigator.step()
        }
    }
}
