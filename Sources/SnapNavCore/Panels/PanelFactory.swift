/// Makes the controller for each panel of a configuration: the built-in kinds of content
/// (`list`, `grid`, `camera`, `image`, `story`, or none for a plain `ColorPanelController`), and the
/// kinds an app adds with `adding(_:_:)`.
///
/// ```swift
/// let factory = PanelFactory.standard.adding("myapp.map") { panel, clock in
///     MapPanelController(identifier: panel.id, title: panel.title, content: panel.content)
/// }
/// ```
///
/// `SnapNavApp` keeps the factory it was given and builds every panel with it, at launch and
/// on each hot reload, so a Swift panel lives in a configuration like any other.
public struct PanelFactory {
    /// Makes the controller of a panel whose `content` names an app's own kind. It reads its
    /// keys from `panel.content`, and throws `PanelContentError` for one it cannot use.
    public typealias Maker = (_ panel: Configuration.Panel, _ clock: Clock) throws(PanelContentError) -> PanelController

    /// The built-in kinds only.
    public static let standard = PanelFactory()

    /// The added kinds' makers, kept in name order as they are added: an app adds a few, and a
    /// dictionary of them would want a sort of its keys to name them, which the web player's
    /// module would carry for an error it never shows.
    private var makers: [(kind: String, make: Maker)] = []

    /// A factory of the built-in kinds only, as `standard` is.
    public init() {}

    /// This factory with `kind` (a name with a dot, such as `myapp.map`) made by `make`.
    public func adding(_ kind: String, _ make: @escaping Maker) -> PanelFactory {
        var factory = self
        factory.makers.removeAll { $0.kind == kind }
        let index = factory.makers.firstIndex { $0.kind > kind } ?? factory.makers.count
        factory.makers.insert((kind, make), at: index)
        return factory
    }

    /// The kinds added to the built-in ones, in name order.
    public var addedKinds: [String] { makers.map { $0.kind } }

    /// Makes the controller for `panel`, its animations timed by `clock`. Throws
    /// `PanelContentError` when the panel's kind is one this factory cannot make, or its maker
    /// refuses the panel's content; `check(_:file:)` turns those into errors naming the file.
    public func make(_ panel: Configuration.Panel, clock: Clock) throws(PanelContentError) -> PanelController {
        let (id, title, background) = (panel.id, panel.title, panel.background)
        switch panel.kind {
        case nil:
            return ColorPanelController(identifier: id, title: title, background: background)
        case .list(let rows):
            return ListPanelController(identifier: id, title: title, background: background, rows: rows, clock: clock)
        case .grid(let tiles):
            return GridPanelController(identifier: id, title: title, background: background, tiles: tiles, clock: clock)
        case .camera:
            return CameraPanelController(identifier: id, title: title, background: background, clock: clock)
        case .image(let image):
            return ImagePanelController(
                identifier: id, title: title,
                background: background, image: image,
                showsTitle: panel.titleGiven, clock: clock)
        case .story(let story):
            // A story shows on black, as Snapchat's does, unless the configuration says otherwise.
            return StoryPanelController(
                identifier: id, background: panel.backgroundGiven ? background : .black, story: story, clock: clock)
        case .custom(let kind):
            guard let maker = makers.first(where: { $0.kind == kind })?.make else {
                let known = addedKinds.isEmpty ? "none" : addedKinds.map { "\"\($0)\"" }.joined(separator: ", ")
                throw PanelContentError(
                    key: "kind",
                    "\"\(kind)\" is not a kind this app makes (the kinds it adds: \(known)); a Swift app adds its "
                        + "own with PanelFactory.adding")
            }
            return try maker(panel, clock)
        }
    }

}

/// Content a panel maker cannot use: which key of the panel's `content` object (such as
/// `pins[2].x`, or empty for the object itself) and what is wrong with it.
public struct PanelContentError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The key within the panel's `content` object, such as `pins[2].x`; empty for the object.
    public let key: String
    /// What is wrong with its value and what was expected.
    public let problem: String

    /// Content that cannot be used at `key`, because of `problem`.
    public init(key: String, _ problem: String) {
        self.key = key
        self.problem = problem
    }

    /// The value as it is printed.
    public var description: String { key.isEmpty ? problem : "\(key): \(problem)" }
}
