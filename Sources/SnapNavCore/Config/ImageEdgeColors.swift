/// The colour sampled along the bottom edge of each decoded image, by the image's path: what
/// the bars over an image panel take, and its background where the image does not reach,
/// unless the configuration gives colours of its own. The host that decodes the images keeps
/// it, beside the configuration rather than in it, since a file says nothing of it.
public struct ImageEdgeColors: Equatable, Sendable {
    private var colors: [String: Color] = [:]

    /// No colours sampled yet.
    public init() {}

    /// The colour sampled from the image at `path`, once it has been decoded.
    public subscript(path: String) -> Color? { colors[path] }

    /// Takes `color` as the one sampled from the image at `path` (nil when it has none, such as
    /// a transparent edge). Returns whether it changed.
    @discardableResult
    public mutating func take(_ color: Color?, ofImageAt path: String) -> Bool {
        guard colors[path] != color else { return false }
        colors[path] = color
        return true
    }

    /// The colour sampled from the image `panel` shows, when it is an image panel whose image
    /// has been decoded.
    public func color(of panel: Configuration.Panel) -> Color? {
        guard case .image(let image) = panel.kind else { return nil }
        return colors[image.file.path]
    }
}
