import SnapNavCore

/// A map of friends, drawn in Swift: streets, a park and a river, and a pin for each friend
/// that drops in when the panel comes on screen. It reads its pins from the configuration:
///
/// ```json
/// "map": { "title": "Map", "background": "#E9EEF1",
///          "content": { "kind": "example.map",
///                       "pins": [{ "name": "Maya", "x": 0.3, "y": 0.45, "color": "#F23C57" }] } }
/// ```
final class MapPanelController: PanelController {
    /// A friend on the map: where, as fractions of the panel's width and height, and in which colour.
    struct Pin: Equatable {
        var name: String
        var x: Double
        var y: Double
        var color: Color
    }

    let title: String
    let land: Color
    let pins: [Pin]
    private let clock: Clock
    /// When the pins started to drop in; nil once they have landed.
    private var dropStart: Double?
    /// How long the pins take to drop in.
    static let dropDuration = 0.45

    init(identifier: String, title: String, land: Color, pins: [Pin], clock: Clock) {
        self.title = title
        self.land = land
        self.pins = pins
        self.clock = clock
        super.init(identifier: identifier)
        view.backgroundColor = land
    }

    /// Makes the panel for a configured `example.map` panel, refusing pins it cannot place.
    convenience init(panel: Configuration.Panel, clock: Clock) throws {
        var pins: [Pin] = []
        if let raw = panel.content?["pins"] {
            guard case .array(let elements) = raw else {
                throw PanelContentError(key: "pins", "expected an array of pins, found \(raw.typeName)")
            }
            for (index, element) in elements.enumerated() {
                pins.append(try Self.pin(element, at: "pins[\(index)]"))
            }
        }
        self.init(identifier: panel.id, title: panel.title, land: panel.background, pins: pins, clock: clock)
    }

    private static func pin(_ value: JSONValue, at path: String) throws -> Pin {
        func number(_ key: String) throws -> Double {
            guard case .number(let number)? = value[key], (0...1).contains(number) else {
                throw PanelContentError(key: "\(path).\(key)", "expected a number from 0 to 1")
            }
            return number
        }
        guard case .string(let name)? = value["name"], !name.isEmpty else {
            throw PanelContentError(key: "\(path).name", "expected the friend's name")
        }
        var color = Color(red: 0x3C, green: 0xB2, blue: 0xE2)
        if let raw = value["color"] {
            guard case .string(let hex) = raw, let parsed = Color(hex: hex) else {
                throw PanelContentError(key: "\(path).color", "expected a colour such as \"#F23C57\"")
            }
            color = parsed
        }
        return Pin(name: name, x: try number("x"), y: try number("y"), color: color)
    }

    // MARK: Lifecycle

    /// The pins drop in each time the map comes on screen.
    override func viewWillAppear(_ animated: Bool) {
        dropStart = clock.now
    }

    override var isRunningAnimation: Bool { dropStart != nil }

    override func stepAnimation() {
        if let start = dropStart, clock.now - start >= Self.dropDuration { dropStart = nil }
    }

    /// How far the pins have dropped, 0 to 1, easing out.
    var dropProgress: Double {
        guard let start = dropStart else { return 1 }
        let t = min(max((clock.now - start) / Self.dropDuration, 0), 1)
        return 1 - (1 - t) * (1 - t)
    }

    // MARK: Drawing

    /// The land fills the whole panel, so it can be composited as a layer.
    override var isOpaque: Bool { land.alpha == 255 }

    /// The map changes only as its pins drop, in an appearance and an animation the app marks,
    /// so a swipe copies its layer without asking it to draw.
    override var marksDisplayChanges: Bool { true }

    override func draw(in canvas: Canvas, frame: Rect) {
        canvas.fill(frame, color: land)
        let water = Color(red: 0x9C, green: 0xD3, blue: 0xF2)
        let park = Color(red: 0xB9, green: 0xE4, blue: 0xB0)
        // A river across the lower third, and a park up and to the left.
        canvas.fill(
            Rect(x: frame.minX, y: frame.minY + frame.height * 0.68, width: frame.width, height: 46), color: water)
        canvas.fillRoundedRect(
            Rect(x: frame.minX + 24, y: frame.minY + 150, width: frame.width * 0.42, height: 120), radius: 18,
            color: park)
        // Streets every 90 points both ways, with one wide avenue.
        var x = frame.minX + 70
        while x < frame.maxX {
            canvas.fill(Rect(x: x, y: frame.minY, width: 8, height: frame.height), color: .white)
            x += 90
        }
        var y = frame.minY + 110
        while y < frame.maxY {
            canvas.fill(
                Rect(x: frame.minX, y: y, width: frame.width, height: y == frame.minY + 380 ? 14 : 8), color: .white)
            y += 90
        }
        let titleBox = Rect(x: frame.minX + 20, y: frame.minY + 52, width: max(0, frame.width - 40), height: 40)
        canvas.drawText(
            title, in: titleBox,
            style: TextStyle(size: 28, weight: .bold, color: Color.legibleInk(on: land), alignment: .leading))
        let drop = dropProgress
        for pin in pins {
            let center = Point(
                x: frame.minX + pin.x * frame.width, y: frame.minY + pin.y * frame.height - (1 - drop) * 60)
            canvas.fillCircle(
                center: Point(x: center.x, y: center.y + 2), radius: 23, color: Color.black.withOpacity(0.2))
            canvas.fillCircle(center: center, radius: 22, color: .white)
            canvas.fillCircle(center: center, radius: 18, color: pin.color.withOpacity(drop))
            canvas.drawText(
                String(pin.name.prefix(1)), in: Rect(x: center.x - 18, y: center.y - 18, width: 36, height: 36),
                style: TextStyle(size: 17, weight: .bold, color: Color.white.withOpacity(drop)))
            canvas.drawText(
                pin.name, in: Rect(x: center.x - 60, y: center.y + 24, width: 120, height: 20),
                style: TextStyle(size: 13, weight: .bold, color: Color(red: 0x22, green: 0x22, blue: 0x22)))
        }
    }
}
