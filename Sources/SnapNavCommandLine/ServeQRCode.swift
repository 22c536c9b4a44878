import CQRCode
import Foundation

/// A QR code of the served URL for the terminal, drawn as `qrencode -t UTF8` draws one: two
/// rows of modules to a line in Unicode half blocks, light modules as ink (for a dark
/// terminal), inside a light margin of four modules (two lines above and below).
enum ServeQRCode {
    /// The margin around the code, in modules, as qrencode's default.
    static let margin = 4

    /// The code of `text`: its modules across, and whether each is dark, row by row; nil when
    /// the text does not fit in a QR code.
    static func modules(of text: String) -> (size: Int, dark: [Bool])? {
        var width: Int32 = 0
        guard let modules = snapnav_qr_encode(text, &width) else { return nil }
        defer { free(modules) }
        let size = Int(width)
        return (size, (0..<size * size).map { modules[$0] != 0 })
    }

    /// The code of `text` as lines of the terminal, or nil when it does not fit in a QR code.
    static func lines(of text: String) -> [String]? {
        guard let (size, modules) = modules(of: text) else { return nil }
        func dark(_ x: Int, _ y: Int) -> Bool { y < size && modules[y * size + x] }
        let across = size + 2 * margin
        let marginLine = String(repeating: "█", count: across)
        let side = String(repeating: "█", count: margin)
        var lines = Array(repeating: marginLine, count: margin / 2)
        for y in stride(from: 0, to: size, by: 2) {
            var line = side
            for x in 0..<size {
                switch (dark(x, y), dark(x, y + 1)) {
                case (true, true): line += " "
                case (true, false): line += "▄"
                case (false, true): line += "▀"
                case (false, false): line += "█"
                }
            }
            lines.append(line + side)
        }
        lines += Array(repeating: marginLine, count: margin / 2)
        return lines
    }
}
