/// How many SDL objects the process holds through SnapNav's wrappers: a soak watches these
/// for leaks, an exit shows that closing the app freed them all, and `SDLSession` starts SDL
/// for the first session and shuts it down with the last.
public enum SDLResources {
    /// Live objects of each kind.
    public struct Counts: Equatable, Sendable, CustomStringConvertible {
        /// Live SDL sessions, which share one SDL: it runs while there is one.
        public var sessions = 0
        /// Open windows.
        public var windows = 0
        /// Live renderers.
        public var renderers = 0
        /// Live textures.
        public var textures = 0
        /// Open SDL_ttf fonts.
        public var fonts = 0

        /// No objects at all.
        public init() {}

        /// The value as it is printed.
        public var description: String {
            "sessions=\(sessions) windows=\(windows) renderers=\(renderers) textures=\(textures) fonts=\(fonts)"
        }
    }

    /// What is alive now. Only the thread that runs SDL changes the counts.
    public private(set) static var live = Counts()

    static func created(_ kind: WritableKeyPath<Counts, Int>, _ count: Int = 1) {
        live[keyPath: kind] += count
    }

    static func destroyed(_ kind: WritableKeyPath<Counts, Int>, _ count: Int = 1) {
        live[keyPath: kind] -= count
    }
}
