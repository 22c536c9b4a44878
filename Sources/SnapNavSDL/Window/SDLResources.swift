/// How many SDL objects the process holds through SnapNav's wrappers: a soak watches these
/// for leaks, an exit shows that closing the app freed them all, and `SDLSession` starts SDL
/// for the first session and shuts it down with the last.
package enum SDLResources {
    /// Live objects of each kind.
    package struct Counts: Equatable, Sendable, CustomStringConvertible {
        /// Live SDL sessions, which share one SDL: it runs while there is one.
        package var sessions = 0
        /// Open windows.
        package var windows = 0
        /// Live renderers.
        package var renderers = 0
        /// Live textures.
        package var textures = 0
        /// Open SDL_ttf fonts.
        package var fonts = 0

        /// No objects at all.
        package init() {}

        /// The value as it is printed.
        package var description: String {
            "sessions=\(sessions) windows=\(windows) renderers=\(renderers) textures=\(textures) fonts=\(fonts)"
        }
    }

    /// What is alive now. Only the thread that runs SDL changes the counts.
    package private(set) static var live = Counts()

    static func created(_ kind: WritableKeyPath<Counts, Int>, _ count: Int = 1) {
        live[keyPath: kind] += count
    }

    static func destroyed(_ kind: WritableKeyPath<Counts, Int>, _ count: Int = 1) {
        live[keyPath: kind] -= count
    }
}
