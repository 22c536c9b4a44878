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
