/// Something a designer should know of an image that shows, such as that its colour profile
/// could not be used: not an error, since the image shows, but nothing a designer should have
/// to find out by eye.
struct ImageNotice: Equatable {
    /// The image's path, as the configuration resolved it.
    let path: String
    /// What is to be said of it.
    let text: String
    /// How long one stays across the bottom of the window: long enough to read a sentence.
    static let secondsShown = 6.0

    /// `notices` as lines for standard error, each naming its image by its path within
    /// `folder` (the prototype's), when it lies there.
    static func lines(_ notices: [ImageNotice], in folder: String?) -> [String] {
        let prefix = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        return notices.map { notice in
            let path = prefix.flatMap { notice.path.hasPrefix($0) ? String(notice.path.dropFirst($0.count)) : nil }
            return "\(path ?? notice.path): \(notice.text)"
        }
    }

    /// The first of `lines`, to show across the bottom of the window, saying how many more
    /// standard error has.
    static func banner(of lines: [String]) -> String {
        lines[0] + (lines.count > 1 ? " (and \(lines.count - 1) more on standard error)" : "")
    }
}
