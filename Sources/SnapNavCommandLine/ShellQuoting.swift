import Foundation

/// A path written so that it can be pasted into a shell as one argument.
enum ShellQuoting {
    /// `text` as it is when it has nothing a shell treats specially, else in single quotes.
    static func quote(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "/._-+:,@%=".unicodeScalars.contains($0)
            }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
