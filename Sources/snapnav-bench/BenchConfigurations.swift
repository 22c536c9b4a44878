import SnapNavCore

/// The layouts the benchmarks run.
enum BenchConfigurations {
    /// The shipped demo, `Assets/demo.json`.
    static func demo(assetsDirectory: String) throws -> Configuration {
        try Configuration.load(path: assetsDirectory + "/demo.json")
    }

    /// Three flat panels across, each a colour with its title, without bars: what a swipe in
    /// a window costs at the least.
    static func flat() throws -> Configuration {
        try cross(horizontalPanels: 3, bars: false)
    }

    /// The demo's cross with `count` panels on the horizontal arm (the camera in the middle of
    /// them), each with its own colour and title, and the demo's vertical arm; with the bars
    /// when `bars` is true, as the demo has them.
    static func cross(horizontalPanels count: Int, bars: Bool) throws -> Configuration {
        let count = max(count, 1)
        let middle = count / 2
        let ids = (0..<count).map { $0 == middle ? "camera" : "panel\($0)" }
        var panels = ids.enumerated().map { index, id in
            let title = id == "camera" ? "Camera" : "Panel \(index)"
            return "\"\(id)\": { \"title\": \"\(title)\", \"background\": \"\(colour(index))\" }"
        }
        panels.append("\"profile\": { \"title\": \"Profile\", \"background\": \"#FFFC00\" }")
        panels.append("\"memories\": { \"title\": \"Memories\", \"background\": \"#F23C57\" }")
        let horizontal = ids.map { "\"\($0)\"" }.joined(separator: ", ")
        let text = """
            { "start": "camera", "bars": \(bars), "horizontal": [\(horizontal)],
              "vertical": ["profile", "camera", "memories"],
              "panels": { \(panels.joined(separator: ",\n")) } }
            """
        return try Configuration.parse(text, file: "cross-\(count).json")
    }

    private static func colour(_ index: Int) -> String {
        let red = (index * 53) % 200 + 30
        let green = (index * 97) % 200 + 30
        let blue = (index * 29) % 200 + 30
        return "#" + [red, green, blue].map { hex($0) }.joined()
    }

    private static func hex(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[value / 16], digits[value % 16]])
    }
}
