import Foundation
import SnapNavCore

/// Makes random input streams over random configurations: the odd event orders, devices used
/// at once and broken coordinates that a demo on a stand gets over hours.
struct InputStreamGenerator {
    private var random: SeededGenerator
    private let seed: UInt64
    private var viewport = Size.zero
    private var positions: [PointerID: Point] = [:]

    /// Every pointer a stream uses: the mouse and four fingers, one with an extreme id.
    /// A real image, by its absolute path: the tall feed, which scrolls when fitted to the width.
    static let image = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../fixtures/screens/feed.png").standardizedFileURL.path
    static let pointers: [PointerID] = [.mouse, .finger(0), .finger(1), .finger(7), .finger(Int64.max)]

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
    }

    /// A whole stream: a configuration with 1–20 panels per arm and up to `maximumSteps` steps.
    mutating func makeStream(maximumSteps: Int = 160) -> InputStream {
        let (configuration, ids) = makeConfiguration()
        viewport = randomViewport()
        let start = random.chance(0.3) ? ids.randomElement(using: &random) : nil
        let count = Int.random(in: 1...maximumSteps, using: &random)
        var steps: [InputStream.Step] = []
        steps.reserveCapacity(count)
        while steps.count < count { steps += makeSteps() }
        return InputStream(seed: seed, configuration: configuration, viewport: viewport, start: start, steps: steps)
    }

    // MARK: Configuration

    private mutating func makeConfiguration() -> (text: String, ids: [String]) {
        let horizontalCount = Int.random(in: 1...20, using: &random)
        let verticalCount = random.chance(0.15) ? 0 : Int.random(in: 1...20, using: &random)
        let homeColumn = Int.random(in: 0..<horizontalCount, using: &random)
        let homeRow = verticalCount > 0 ? Int.random(in: 0..<verticalCount, using: &random) : 0
        var horizontal = (0..<horizontalCount).map { "h\($0)" }
        horizontal[homeColumn] = "camera"
        var vertical = (0..<verticalCount).map { "v\($0)" }
        if verticalCount > 0 { vertical[homeRow] = "camera" }
        let ids = horizontal + vertical.filter { $0 != "camera" }
        // Panels outside the arms, for hotspots to push and present.
        let screens = (0..<(random.chance(0.7) ? Int.random(in: 1...3, using: &random) : 0)).map { "x\($0)" }
        var panels: [(key: String, value: JSONValue)] = []
        for id in ids + screens {
            var body: [(key: String, value: JSONValue)] = [("title", .string(makeTitle(id)))]
            if random.chance(0.1) { body.append(("swipe", .bool(false))) }
            if random.chance(0.4) { body.append(("content", makeContent())) }
            if random.chance(0.6) { body.append(("hotspots", makeHotspots(arms: ids, screens: screens))) }
            panels.append((id, .object(body)))
        }
        let transitions = ["push", "cover", "reveal"]
        var root: [(key: String, value: JSONValue)] = [
            ("start", .string("camera")),
            ("horizontal", .array(horizontal.map { .string($0) })),
        ]
        if verticalCount > 0 { root.append(("vertical", .array(vertical.map { .string($0) }))) }
        root.append(
            (
                "physics",
                .object([
                    ("bounces", .bool(random.chance(0.3))),
                    ("flingVelocity", .number(Double(Int.random(in: 50...2000, using: &random)))),
                    // Springs that settle any page within a second, so that two settles in a
                    // row (Home from the far end of the other arm) end inside the 2 s the
                    // properties allow.
                    (
                        "spring",
                        .object([
                            ("dampingRatio", .number(Double(Int.random(in: 80...110, using: &random)) / 100)),
                            ("stiffness", .number(Double(Int.random(in: 400...900, using: &random)))),
                            ("mass", .number(Double(Int.random(in: 3...6, using: &random)) / 10)),
                        ])
                    ),
                ])
            ))
        root.append(
            (
                "input",
                .object([
                    ("wheelScale", .number(Double(Int.random(in: 1...80, using: &random)))),
                    ("wheelEndPause", .number(Double(Int.random(in: 5...30, using: &random)) / 100)),
                ])
            ))
        root.append(
            (
                "transitions",
                .object(
                    ["left", "right", "above", "below"].map { arm in
                        (arm, .string(transitions[Int.random(in: 0..<transitions.count, using: &random)]))
                    })
            ))
        if random.chance(0.5) { root.append(("bars", .bool(true))) }
        root.append(("panels", .object(panels)))
        return (JSONValue.object(root).text, ids)
    }

    /// One to three tap areas within a 360 × 640 panel, each going to a panel of the arms,
    /// pushing or presenting one of `screens`, or going back.
    private mutating func makeHotspots(arms: [String], screens: [String]) -> JSONValue {
        .array(
            (0..<Int.random(in: 1...3, using: &random)).map { _ in
                let width = Double(Int.random(in: 40...360, using: &random))
                let height = Double(Int.random(in: 40...640, using: &random))
                let x = Double(Int.random(in: 0...Int(360 - width), using: &random))
                let y = Double(Int.random(in: 0...Int(640 - height), using: &random))
                let frame = JSONValue.array([x, y, width, height].map { .number($0) })
                let tap: JSONValue
                switch screens.isEmpty ? random.pick([1, 1]) : random.pick([1, 1, 3]) {
                case 0: tap = .object([("go", .string(arms[Int.random(in: 0..<arms.count, using: &random)]))])
                case 1: tap = .string("back")
                default:
                    let action = random.chance(0.5) ? "push" : "present"
                    tap = .object([(action, .string(screens[Int.random(in: 0..<screens.count, using: &random)]))])
                }
                return .object([("frame", frame), ("tap", tap)])
            })
    }

    private mutating func makeTitle(_ id: String) -> String {
        switch random.pick([20, 1, 1, 1]) {
        case 0: return id.uppercased()
        case 1: return String(repeating: "Long title ", count: 40)
        case 2: return "📸 相机 الكاميرا"
        default: return ""
        }
    }

    /// A panel's `content`: a list or grid of 0–30 entries, the camera, or the tall image fitted
    /// so that it scrolls (`width`) or not (`fill`, `fit`), at any place in either arm.
    private mutating func makeContent() -> JSONValue {
        let count = random.chance(0.2) ? Int.random(in: 0...30, using: &random) : Int.random(in: 0...6, using: &random)
        switch random.pick([3, 3, 1, 4]) {
        case 0:
            let rows = (0..<count).map { index -> JSONValue in
                .object([
                    ("title", .string("Friend \(index)")), ("subtitle", .string("New Snap")),
                    ("avatar", .string("#F23C57")), ("detail", .string("\(index)m")),
                ])
            }
            return .object([("kind", .string("list")), ("rows", .array(rows))])
        case 1:
            let tiles = (0..<count).map { index -> JSONValue in
                .object([("title", .string("Story \(index)")), ("color", .string("#9B55A0"))])
            }
            return .object([("kind", .string("grid")), ("tiles", .array(tiles))])
        case 2:
            return .object([("kind", .string("camera"))])
        default:
            let fit = random.weighted([(1, "fill"), (1, "fit"), (1, "width")])
            return .object([("kind", .string("image")), ("file", .string(Self.image)), ("fit", .string(fit))])
        }
    }

    private mutating func randomViewport() -> Size {
        random.weighted([
            (6, Size(width: 360, height: 640)),
            (1, Size.zero),
            (1, Size(width: 1, height: 1)),
            (
                4,
                Size(
                    width: Double(Int.random(in: 1...2000, using: &random)),
                    height: Double(Int.random(in: 1...2000, using: &random)))
            ),
        ])
    }

    // MARK: Steps

    private enum StepKind: Int, CaseIterable {
        case down, move, up, wheel, key, resize, focusLost, advance, wheelEnded
    }

    /// How often each kind of step comes, in `StepKind` order.
    private static let stepWeights = [7, 40, 7, 14, 5, 3, 1, 23, 2]
    private static let pointerWeights = [6, 3, 2, 1, 1]

    /// The next step, or the steps of a touchpad's tail: after the fingers lift, some drivers
    /// keep sending scroll events that shrink toward nothing.
    private mutating func makeSteps() -> [InputStream.Step] {
        if random.chance(0.05) {
            // A tap: a press and a release in place, on a hotspot as often as not.
            let id = random.chance(0.7) ? PointerID.mouse : randomPointer()
            let location = nextLocation(of: id, jump: true)
            return [
                .event(.pointerDown(id, location)), .advance(Double(Int.random(in: 20...150, using: &random)) / 1000),
                .event(.pointerUp(id, location)), .advance(Double(Int.random(in: 0...800, using: &random)) / 1000),
            ]
        }
        guard random.chance(0.02) else { return [makeStep()] }
        let horizontal = random.chance(0.5)
        var delta = Double.random(in: -3...3, using: &random)
        var steps: [InputStream.Step] = []
        for _ in 0..<Int.random(in: 3...25, using: &random) {
            let point = horizontal ? Point(x: delta, y: 0) : Point(x: 0, y: delta)
            steps.append(.event(.wheel(delta: point, isPrecise: true)))
            steps.append(.advance(Double(Int.random(in: 8...20, using: &random)) / 1000))
            delta *= 0.85
        }
        return steps
    }

    private mutating func makeStep() -> InputStream.Step {
        let kind = StepKind(rawValue: random.pick(Self.stepWeights)) ?? .advance
        switch kind {
        case .down:
            let id = randomPointer()
            return .event(.pointerDown(id, nextLocation(of: id, jump: true)))
        case .move:
            let id = random.chance(0.8) ? .mouse : randomPointer()
            return .event(.pointerMove(id, nextLocation(of: id, jump: false)))
        case .up:
            let id = randomPointer()
            return .event(.pointerUp(id, nextLocation(of: id, jump: false)))
        case .wheel:
            return .event(makeWheel())
        case .key:
            return .event(makeKey())
        case .resize:
            let size = random.weighted([
                (1, Size.zero), (1, Size(width: 1, height: 1)), (1, Size(width: 360, height: 640)),
                (
                    3,
                    Size(
                        width: Double(Int.random(in: 0...3000, using: &random)),
                        height: Double(Int.random(in: 0...3000, using: &random)))
                ),
                (1, Size(width: randomOddNumber(), height: randomOddNumber())),
            ])
            if size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0 { viewport = size }
            return .event(.resize(size))
        case .focusLost:
            return .event(.focusLost)
        case .wheelEnded:
            return .event(.wheelEnded)
        case .advance:
            switch random.pick([10, 3, 1, 6]) {
            case 0: return .advance(1.0 / 60)
            case 1: return .advance(0)
            case 2: return .advance(10)
            default: return .advance(Double(Int.random(in: 1...250, using: &random)) / 1000)
            }
        }
    }

    private mutating func randomPointer() -> PointerID {
        Self.pointers[random.pick(Self.pointerWeights)]
    }

    /// A coordinate that no device should send but some do.
    private mutating func randomOddNumber() -> Double {
        random.weighted([(1, .nan), (1, .infinity), (1, -.infinity), (1, 1e12), (1, -1e12), (1, -5)])
    }

    /// Where a pointer goes next: mostly a short step from where it was (so swipes pass the
    /// slop and reach fling speeds), sometimes anywhere, sometimes a broken coordinate.
    private mutating func nextLocation(of id: PointerID, jump: Bool) -> Point {
        if random.chance(0.04) { return Point(x: randomOddNumber(), y: random.chance(0.5) ? randomOddNumber() : 100) }
        let width = max(viewport.width, 1)
        let height = max(viewport.height, 1)
        var location =
            positions[id]
            ?? Point(
                x: Double.random(in: 0...width, using: &random), y: Double.random(in: 0...height, using: &random))
        if jump || random.chance(0.05) {
            location = Point(
                x: Double.random(in: -0.2 * width...1.2 * width, using: &random),
                y: Double.random(in: -0.2 * height...1.2 * height, using: &random))
        } else {
            let horizontalBias = random.chance(0.5)
            let step = Double.random(in: -60...60, using: &random)
            let drift = Double.random(in: -8...8, using: &random)
            location.x += horizontalBias ? step : drift
            location.y += horizontalBias ? drift : step
        }
        positions[id] = location
        return location
    }

    private mutating func makeWheel() -> InputEvent {
        if random.chance(0.04) {
            return .wheel(delta: Point(x: randomOddNumber(), y: randomOddNumber()), isPrecise: random.chance(0.5))
        }
        if random.chance(0.4) {
            // A clicky wheel: whole notches on one axis.
            let notches = Double(Int.random(in: -3...3, using: &random))
            return .wheel(
                delta: random.chance(0.5) ? Point(x: notches, y: 0) : Point(x: 0, y: notches), isPrecise: false)
        }
        let horizontal = random.chance(0.5)
        let main = Double.random(in: -2...2, using: &random)
        let cross = Double.random(in: -0.3...0.3, using: &random)
        return .wheel(delta: horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main), isPrecise: true)
    }

    private mutating func makeKey() -> InputEvent {
        let keys: [Key] = [
            .left, .right, .up, .down, .a, .d, .w, .s, .home, .q, .h, .p, .escape, .backspace, .other,
        ]
        var modifiers: KeyModifiers = []
        if random.chance(0.1) { modifiers.insert(.control) }
        if random.chance(0.1) { modifiers.insert(.shift) }
        if random.chance(0.05) { modifiers.insert(.alt) }
        return .key(keys[Int.random(in: 0..<keys.count, using: &random)], modifiers)
    }
}
