import CSDL2
import Foundation
import SnapNavCore

/// Hot reload: watches a prototype (its configuration, every image it shows, and for a folder
/// of images the folder) and reloads it when any of them changes on disk. A configuration or
/// image that cannot be used is reported, and the last good version keeps running.
final class HotReload {
    private unowned let host: ToolHost
    private unowned let tools: DesignerTools
    /// The prototype being watched and reloaded.
    private(set) var source: PrototypeSource
    /// The prototype's files as last read, to tell real changes from touches.
    private var loaded: PrototypeSnapshot?
    private var watcher: FileWatcher?
    /// The files the watcher watches.
    private var watchedPaths: [String] = []
    /// The SDL event the watcher posts when a file changes; nil when SDL had none left.
    let fileChangedEventType: UInt32?

    /// Starts watching `source` for `host`, whose configuration is `source`'s as last loaded, as
    /// one of `tools`.
    init(source: PrototypeSource, host: ToolHost, tools: DesignerTools) {
        self.host = host
        self.tools = tools
        self.source = source
        loaded = PrototypeSnapshot.take(
            of: source, images: host.configuration.imagePaths, folder: host.configuration.screensFolder)
        let type = SDL_RegisterEvents(1)
        fileChangedEventType = type == UInt32.max ? nil : type
        noteSkippedFiles(of: source, before: nil)
        guard fileChangedEventType != nil else {
            tools.show(error: "cannot watch \(source.label): \(String(cString: SDL_GetError()))")
            return
        }
        restartWatcher()
    }

    deinit {
        watcher?.stop()
    }

    /// Handles the event the watcher posts; returns whether `event` was it.
    func handle(_ event: SDL_Event) -> Bool {
        guard let type = fileChangedEventType, event.type == type else { return false }
        reloadIfChanged()
        return true
    }

    /// Takes the files as they are now as loaded, after the app wrote one itself (the tuning
    /// write-back), so the reload that follows finds nothing new.
    func noteWrittenByTheApp() {
        loaded = PrototypeSnapshot.take(
            of: source, images: host.configuration.imagePaths, folder: host.configuration.screensFolder)
    }

    private func restartWatcher() {
        guard let type = fileChangedEventType else { return }
        let paths = PrototypeSnapshot.watchedPaths(
            of: source, images: host.configuration.imagePaths, folder: host.configuration.screensFolder)
        guard paths != watchedPaths || watcher == nil else { return }
        watcher?.stop()
        watchedPaths = paths
        // SDL_PushEvent may be called from any thread; it wakes the loop blocked in SDL_WaitEvent.
        do {
            watcher = try FileWatcher(paths: paths) {
                var event = SDL_Event()
                event.type = type
                event.user.type = type
                SDL_PushEvent(&event)
            }
        } catch {
            watcher = nil
            tools.show(error: "\(error); edits will not be reloaded")
        }
    }

    /// Reloads the prototype if its configuration or any of its images changed.
    func reloadIfChanged() {
        // A folder of images is looked at again: it may have new exports, or a snapnav.json now;
        // and a folder whose snapnav.json is gone shows its images again.
        let current: PrototypeSource
        do {
            current = try source.resolvedAgain()
        } catch {
            // Such as a folder whose every image was deleted: said as it is, not as the first
            // image that is gone.
            loaded = nil
            tools.show(error: "\(error) (still running the last good configuration)")
            return
        }
        let snapshot = PrototypeSnapshot.take(
            of: current, images: host.configuration.imagePaths, folder: host.configuration.screensFolder)
        guard snapshot != loaded else { return }
        let changed = loaded.map { snapshot.changedFiles(since: $0, configurationFile: current.configurationFile) }
        loaded = snapshot
        do {
            var reloaded: Configuration
            if let path = current.configurationFile {
                guard let bytes = snapshot.configuration else {
                    throw ConfigurationError(
                        file: path, keyPath: "", problem: "the file does not exist or cannot be read")
                }
                reloaded = try Configuration.parse(bytes: bytes, file: path)
            } else {
                reloaded = try current.load()
            }
            // What shows at once is checked before the reload is applied, so a broken export there
            // keeps the last good version running; the rest is decoded in the background after it,
            // and a broken one is named in the banner then. The images checked are shown as they are.
            let checked = try ImageDecodingCheck.decode(
                reloaded, file: current.label, panels: reloaded.panelsOneSwipe(from: host.navigator.panelsShown),
                scale: host.canvas.images.renderScale)
            try host.panelFactory.check(reloaded, file: current.label)
            let previousWindow = host.configuration.window
            try host.reload(reloaded, imagesChanged: true, decodedImages: checked)
            noteSkippedFiles(of: current, before: source)
            let previous = source
            source = current
            loaded = PrototypeSnapshot.take(of: current, images: reloaded.imagePaths, folder: reloaded.screensFolder)
            restartWatcher()
            tools.clearError()
            if case .file(let path) = previous, case .images(let directory, _, _) = current {
                let note = "\(path) is gone, so \(directory) shows its images as a folder again"
                tools.show(status: note)
                tools.toast(note, seconds: 2 * ToolMessages.toastDuration)
            } else {
                tools.show(status: "reloaded \(Self.naming(changed ?? [], in: current))")
            }
            // The window is made once; say so rather than ignore an edit to it.
            let window = reloaded.window
            if window.width != previousWindow.width || window.height != previousWindow.height
                || window.scale != previousWindow.scale
            {
                let note = "window size and scale apply when the app starts: restart it to see them"
                tools.show(status: note)
                tools.toast(note, seconds: 2 * ToolMessages.toastDuration)
            }
        } catch {
            tools.show(error: "\(current.explaining(error)) (still running the last good configuration)")
        }
    }

    /// The changed files as a designer knows them: relative to the prototype's folder.
    static func naming(_ changed: [String], in source: PrototypeSource) -> String {
        guard !changed.isEmpty else { return source.label }
        let folder = source.directory.hasSuffix("/") ? source.directory : source.directory + "/"
        let names = changed.map { $0.hasPrefix(folder) ? String($0.dropFirst(folder.count)) : $0 }
        return names.count <= 3
            ? names.joined(separator: ", ") : "\(names.prefix(2).joined(separator: ", ")) and \(names.count - 2) more"
    }

    /// Shows, in the window for a while, the files of a folder of images that are left out and
    /// why, when they differ from those `before` left out (the terminal has them at start).
    private func noteSkippedFiles(of source: PrototypeSource, before: PrototypeSource?) {
        guard case .images(_, _, let skipped) = source, !skipped.isEmpty else { return }
        if case .images(_, _, let previous) = before, previous == skipped { return }
        let note = "skipped " + skipped.joined(separator: "; ")
        if before != nil { tools.show(status: note) }
        tools.toast(note, seconds: 2 * ToolMessages.toastDuration)
    }
}
