/// A frame's display list as numbers, for a host that draws it in another language: the web
/// player's script reads `numbers` as a `Float64Array` and `text` as UTF-8.
///
/// Each operation of `DisplayList.operations` (layers already read as their parts) is its
/// code, its clip (x, y, width, height), then its own values; colours are four numbers,
/// red, green, blue and alpha, each 0–255; a string is its byte offset and length in `text`.
///
/// | code | operation | values after the clip |
/// | --- | --- | --- |
/// | 1 | fill | rect, colour |
/// | 2 | text | string, rect, size, bold (0 or 1), alignment (0 leading, 1 centre, 2 trailing), colour |
/// | 3 | rounded rect | rect, radius, colour |
/// | 4 | stroked rounded rect | rect, radius, line width, colour |
/// | 5 | vertical gradient | rect, top colour, bottom colour |
/// | 6 | image | string (its path), rect, opacity |
package struct FrameEncoding {
    /// The operations' numbers.
    package private(set) var numbers: [Double] = []
    /// The strings' UTF-8 bytes.
    package private(set) var text: [UInt8] = []

    /// An empty encoding.
    package init() {}

    /// Encodes `list`'s operations, replacing what was encoded before and keeping the storage.
    package mutating func encode(_ list: DisplayList) {
        numbers.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
        for operation in list.operations {
            switch operation {
            case .fill(let rect, let color, let clip):
                begin(1, clip)
                append(rect)
                append(color)
            case .text(let string, let rect, let style, let clip):
                begin(2, clip)
                append(string)
                append(rect)
                numbers.append(style.size)
                numbers.append(style.weight == .bold ? 1 : 0)
                switch style.alignment {
                case .leading: numbers.append(0)
                case .center: numbers.append(1)
                case .trailing: numbers.append(2)
                }
                append(style.color)
            case .roundedRect(let rect, let radius, let color, let clip):
                begin(3, clip)
                append(rect)
                numbers.append(radius)
                append(color)
            case .strokedRoundedRect(let rect, let radius, let lineWidth, let color, let clip):
                begin(4, clip)
                append(rect)
                numbers.append(radius)
                numbers.append(lineWidth)
                append(color)
            case .gradient(let rect, let top, let bottom, let clip):
                begin(5, clip)
                append(rect)
                append(top)
                append(bottom)
            case .image(let name, let rect, let opacity, let clip):
                begin(6, clip)
                append(name)
                append(rect)
                numbers.append(opacity)
            }
        }
    }

    private mutating func begin(_ code: Double, _ clip: Rect) {
        numbers.append(code)
        append(clip)
    }

    private mutating func append(_ rect: Rect) {
        numbers.append(rect.minX)
        numbers.append(rect.minY)
        numbers.append(rect.width)
        numbers.append(rect.height)
    }

    private mutating func append(_ color: Color) {
        numbers.append(Double(color.red))
        numbers.append(Double(color.green))
        numbers.append(Double(color.blue))
        numbers.append(Double(color.alpha))
    }

    private mutating func append(_ string: String) {
        numbers.append(Double(text.count))
        numbers.append(Double(string.utf8.count))
        text.append(contentsOf: string.utf8)
    }
}
