/// The size an SVG file declares, read from its root element as librsvg reads it: `width` and
/// `height` in absolute units (pixels when unitless, as a browser takes them), otherwise the
/// size of its `viewBox`. Its units are points: an SVG 360 wide is a screen 360 points wide,
/// rendered at the window's scale (`ImageFile.renderedSize(scale:)`).
package enum SVGHeader {
    /// Whether `bytes` start as an SVG file does: text whose first element, after any XML
    /// declaration, comments and document type, is `svg`.
    package static func isSVG(_ bytes: [UInt8]) -> Bool {
        guard case .found(let name, _, _) = rootElement(bytes) else { return false }
        return name == "svg" || name.hasSuffix(":svg")
    }

    /// The size the SVG in `bytes` declares, in CSS pixels, or why none can be read.
    static func size(_ bytes: [UInt8]) throws(ImageFileError) -> (width: Double, height: Double) {
        guard case .found(_, let attributes, complete: true) = rootElement(bytes) else {
            throw ImageFileError("is an SVG image cut short before its svg element ends")
        }
        func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
        if let width = attribute("width").flatMap(length), let height = attribute("height").flatMap(length) {
            return (width, height)
        }
        let box = (attribute("viewBox") ?? "").split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }
        if box.count == 4, let width = Double(String(box[2])), let height = Double(String(box[3])), width > 0,
            height > 0
        {
            return (width, height)
        }
        throw ImageFileError(
            "is an SVG image that declares no size; give its svg element a width and height in pixels, or a viewBox")
    }

    /// An absolute length in CSS pixels (96 to the inch), as `360`, `360px` or `270pt`; nil for a
    /// percentage, a font-relative length or anything else.
    private static func length(_ text: String) -> Double? {
        let trimmed = text.filter { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r" }
        let units: [(suffix: String, pixels: Double)] = [
            ("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4),
        ]
        var number = Substring(trimmed)
        var scale = 1.0
        if let unit = units.first(where: { trimmed.hasSuffix($0.suffix) }) {
            number = number.dropLast(unit.suffix.count)
            scale = unit.pixels
        }
        guard let value = Double(String(number)), value > 0, value.isFinite else { return nil }
        return value * scale
    }

    private enum Root {
        /// `complete` when the element's start tag ends within the bytes.
        case found(name: String, attributes: [(name: String, value: String)], complete: Bool)
        case notFound
    }

    /// The name and attributes of the first element of the XML text in `bytes`, past its
    /// declaration, processing instructions, comments and document type.
    private static func rootElement(_ bytes: [UInt8]) -> Root {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func starts(_ text: String) -> Bool { bytes[index...].starts(with: Array(text.utf8)) }
        /// Moves past the next `end`; false when it does not occur.
        func skip(past end: String) -> Bool {
            let wanted = Array(end.utf8)
            while index < bytes.count {
                if bytes[index...].starts(with: wanted) {
                    index += wanted.count
                    return true
                }
                index += 1
            }
            return false
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return .notFound }
            if starts("<?") {
                guard skip(past: "?>") else { return .notFound }
            } else if starts("<!--") {
                guard skip(past: "-->") else { return .notFound }
            } else if starts("<!DOCTYPE") || starts("<!doctype") {
                // An internal subset in brackets may hold ">" of its own.
                var depth = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: "]") { depth -= 1 }
                    if byte == UInt8(ascii: ">") && depth <= 0 { break }
                }
            } else {
                index += 1
                return element(bytes, from: &index)
            }
        }
    }

    /// The element whose name starts at `index`, just past its "<".
    private static func element(_ bytes: [UInt8], from index: inout Int) -> Root {
        func isNameByte(_ byte: UInt8) -> Bool {
            !([0x20, 0x09, 0x0A, 0x0D] as [UInt8]).contains(byte) && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "=")
        }
        func name() -> String {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let elementName = name()
        guard !elementName.isEmpty else { return .notFound }
        var attributes: [(name: String, value: String)] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return .found(name: elementName, attributes: attributes, complete: true) }
            guard isNameByte(byte) else {
                index += 1
                continue
            }
            let attributeName = name()
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                break
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { break }
            attributes.append((attributeName, String(decoding: bytes[start..<index], as: UTF8.self)))
            index += 1
        }
        return .found(name: elementName, attributes: attributes, complete: false)
    }
}
