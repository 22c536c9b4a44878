/// Input for a `PrototypePlayer` as lines of text, one event or frame each, and the frames it
/// draws as lines of numbers: what the conformance runs feed the desktop's build of Core and
/// the web's, to compare what each makes of the same input.
///
/// ```
/// viewport 390 844
/// down 1 300 400 0.0
/// move 1 250 400 0.016
/// up 1 100 400 0.1
/// wheel 0 -40 0 0.2
/// frame 0.116
/// ```
///
/// `down`, `move`, `up`: the pointer (`mouse`, or a finger's number), x and y in points, and
/// the time in seconds. `wheel`: a browser's deltaX, deltaY and deltaMode, and the time.
/// `frame`: steps to the time and draws. Lines starting with `#` are notes.
package struct PlayerScript: Equatable, Sendable {
    /// One line of a script.
    package enum Step: Equatable, Sendable {
        /// A pointer event at a time.
        case event(InputEvent, time: Double)
        /// A browser's wheel event at a time.
        case wheel(deltaX: Double, deltaY: Double, mode: Int, time: Double)
        /// A frame drawn at a time.
        case frame(time: Double)
    }

    /// A script line that cannot be read: its number and why.
    package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line.
        package let line: Int
        /// What is wrong with it.
        package let problem: String
        /// The failure as printed.
        package var description: String { "line \(line): \(problem)" }
    }

    /// The viewport the player is laid out in; the configuration's window when nil.
    package var viewport: Size?
    /// The steps, in order.
    package var steps: [Step]

    /// A script of `steps` in `viewport`.
    package init(viewport: Size?, steps: [Step]) {
        self.viewport = viewport
        self.steps = steps
    }

    /// Reads a script's text.
    package init(text: String) throws(Failure) {
        var viewport: Size?
        var steps: [Step] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = rawLine.split(separator: " ").map(String.init)
            guard let word = words.first, !word.hasPrefix("#") else { continue }
            let line = index + 1
            func number(_ at: Int) throws(Failure) -> Double {
                guard at < words.count, let value = Double(words[at]), value.isFinite else {
                    throw Failure(line: line, problem: "expected a number as value \(at) of \"\(word)\"")
                }
                return value
            }
            switch word {
            case "viewport":
                viewport = Size(width: try number(1), height: try number(2))
            case "down", "move", "up":
                guard words.count == 5 else { throw Failure(line: line, problem: "expected: \(word) POINTER X Y TIME") }
                let pointer: PointerID
                if words[1] == "mouse" {
                    pointer = .mouse
                } else if let finger = Int64(words[1]) {
                    pointer = .finger(finger)
                } else {
                    throw Failure(line: line, problem: "expected \"mouse\" or a finger's number, found \"\(words[1])\"")
                }
                let point = Point(x: try number(2), y: try number(3))
                let event: InputEvent =
                    word == "down"
                    ? .pointerDown(pointer, point)
                    : word == "move" ? .pointerMove(pointer, point) : .pointerUp(pointer, point)
                steps.append(.event(event, time: try number(4)))
            case "wheel":
                steps.append(
                    .wheel(deltaX: try number(1), deltaY: try number(2), mode: Int(try number(3)), time: try number(4)))
            case "frame":
                steps.append(.frame(time: try number(1)))
            default:
                throw Failure(line: line, problem: "unknown step \"\(word)\"")
            }
        }
        self.init(viewport: viewport, steps: steps)
    }

    /// The script as text, as `init(text:)` reads it.
    package var text: String {
        var lines: [String] = []
        if let viewport { lines.append("viewport \(viewport.width) \(viewport.height)") }
        for step in steps {
            switch step {
            case .event(let event, let time):
                switch event {
                case .pointerDown(let pointer, let point): lines.append(Self.line("down", pointer, point, time))
                case .pointerMove(let pointer, let point): lines.append(Self.line("move", pointer, point, time))
                case .pointerUp(let pointer, let point): lines.append(Self.line("up", pointer, point, time))
                default: continue
                }
            case .wheel(let deltaX, let deltaY, let mode, let time):
                lines.append("wheel \(deltaX) \(deltaY) \(mode) \(time)")
            case .frame(let time):
                lines.append("frame \(time)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ word: String, _ pointer: PointerID, _ point: Point, _ time: Double) -> String {
        let id: String
        switch pointer {
        case .mouse: id = "mouse"
        case .finger(let number): id = "\(number)"
        }
        return "\(word) \(id) \(point.x) \(point.y) \(time)"
    }

    /// Plays the script on `player`, calling `frameDrawn` with a line for each frame: its
    /// time, the two pagers' offsets, then for every panel drawn (the cross's, then the screens
    /// over it) its id, its frame and the part that shows, and last what the frame draws: how
    /// many operations, and a checksum of all they draw (`FrameEncoding`, to 1/100 pt).
    package func play(on player: PrototypePlayer, frameDrawn: (String) -> Void) {
        for step in steps {
            switch step {
            case .event(let event, let time): player.handle(event, at: time)
            case .wheel(let deltaX, let deltaY, let mode, let time):
                player.handleWheel(deltaX: deltaX, deltaY: deltaY, mode: mode, at: time)
            case .frame(let time):
                player.drawFrame(at: time)
                frameDrawn(Self.describe(player, at: time))
            }
        }
    }

    /// One frame's line (see `play(on:frameDrawn:)`).
    static func describe(_ player: PrototypePlayer, at time: Double) -> String {
        var encoding = FrameEncoding()
        encoding.encode(player.frame)
        let navigator = player.navigator
        var words = ["frame", "\(time)", "h", "\(navigator.horizontal.offset)"]
        words += ["v", "\(navigator.vertical?.offset ?? 0)"]
        func add(_ placement: PanelPlacement) {
            let frame = placement.frame
            let clip = placement.clip
            words += [
                placement.panel.identifier, "\(frame.minX)", "\(frame.minY)", "\(frame.width)", "\(frame.height)",
                "\(clip.minX)", "\(clip.minY)", "\(clip.width)", "\(clip.height)",
            ]
        }
        for placement in navigator.layOutFrame().placements { add(placement) }
        for screen in navigator.screens.placements() { add(screen.placement) }
        // FNV-1a over every number (to 1/100) and every byte of text the frame draws.
        var checksum: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { checksum = (checksum ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for number in encoding.numbers {
            let scaled = (number * 100).rounded()
            let hundredths = UInt64(bitPattern: abs(scaled) < 9e18 ? Int64(scaled) : 0)
            for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: hundredths >> UInt64(shift))) }
        }
        for byte in encoding.text { mix(byte) }
        let digits = Array("0123456789abcdef")
        let hex = String((0..<16).map { digits[Int((checksum >> UInt64(60 - 4 * $0)) & 15)] })
        words += ["draws", "\(encoding.numbers.count)", "checksum-" + hex]
        return words.joined(separator: " ")
    }
}
