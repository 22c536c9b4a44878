import CSDL2
import Foundation
import SnapNavCore

extension SnapNavApp {
    /// Watches the configuration file at `path` and reloads it when it changes on disk.
    /// The tuning overlay writes its values back to this file.
    public func watchConfiguration(at path: String) {
        watchPrototype(.file(path))
    }

    /// Watches `source` (its configuration, every image it shows, and for a folder of images
    /// the folder) and reloads it when any of them changes on disk. The tuning overlay writes
    /// its values back to its configuration file.
    public func watchPrototype(_ source: PrototypeSource) {
        tools.source = source
        tools.loaded = PrototypeSnapshot.take(of: source, images: configuration.imagePaths)
        noteSkippedFiles(of: source, before: nil)
        if tools.fileChangedEventType == nil {
            let type = SDL_RegisterEvents(1)
            guard type != UInt32.max else {
                show(error: "cannot watch \(source.label): \(String(cString: SDL_GetError()))")
                return
            }
            tools.fileChangedEventType = type
        }
        restartWatcher(for: source)
    }

    private func restartWatcher(for source: PrototypeSource) {
        guard let type = tools.fileChangedEventType else { return }
        let paths = PrototypeSnapshot.watchedPaths(of: source, images: configuration.imagePaths)
        guard paths != tools.watchedPaths || tools.watcher == nil else { return }
        tools.watcher?.stop()
        tools.watchedPaths = paths
        // SDL_PushEvent may be called from any thread; it wakes the loop blocked in SDL_WaitEvent.
        do {
            tools.watcher = try FileWatcher(paths: paths) {
                var event = SDL_Event()
                event.type = type
                event.user.type = type
                SDL_PushEvent(&event)
            }
        } catch {
            tools.watcher = nil
            show(error: "\(error); edits will not be reloaded")
        }
    }

    /// Reloads the watched prototype if its configuration or any of its images changed. A
    /// configuration or image that cannot be used is reported in the window and on standard
    /// error, and the last good configuration keeps running.
    public func reloadConfigurationIfChanged() {
        guard let named = tools.source else { return }
        // A folder of images is looked at again: it may have new exports, or a snapnav.json now.
        let source: PrototypeSource
        do {
            source = try PrototypeSource.resolve(named.label)
        } catch {
            // Such as a folder whose every image was deleted: said as it is, not as the first
            // image that is gone.
            tools.loaded = nil
            show(error: "\(error) (still running the last good configuration)")
            return
        }
        let snapshot = PrototypeSnapshot.take(of: source, images: configuration.imagePaths)
        guard snapshot != tools.loaded else { return }
        let changed = tools.loaded.map { snapshot.changedFiles(since: $0, configurationFile: source.configurationFile) }
        tools.loaded = snapshot
        do {
            var reloaded: Configuration
            if let path = source.configurationFile {
                guard let bytes = snapshot.configuration else {
                    throw ConfigurationError(
                        file: path, keyPath: "", problem: "the file does not exist or cannot be read")
                }
                reloaded = try Configuration.parse(bytes: bytes, file: path)
            } else {
                reloaded = try source.load()
            }
            reloaded = try ImageDecodingCheck.check(reloaded, file: source.label)
            try panelFactory.check(reloaded, file: source.label)
            let previousWindow = configuration.window
            canvas.forgetImages()
            try reload(reloaded)
            noteSkippedFiles(of: source, before: tools.source)
            tools.source = source
            tools.loaded = PrototypeSnapshot.take(of: source, images: reloaded.imagePaths)
            restartWatcher(for: source)
            tools.messages.clearBanner()
            show(status: "reloaded \(Self.naming(changed ?? [], in: source))")
            // The window is made once; say so rather than ignore an edit to it.
            let window = reloaded.window
            if window.width != previousWindow.width || window.height != previousWindow.height
                || window.scale != previousWindow.scale
            {
                let note = "window size and scale apply when the app starts: restart it to see them"
                show(status: note)
                tools.messages.toast(note, until: clock.now + 2 * ToolMessages.toastDuration)
            }
        } catch {
            show(error: "\(source.explaining(error)) (still running the last good configuration)")
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
        if before != nil { show(status: note) }
        tools.messages.toast(note, until: clock.now + 2 * ToolMessages.toastDuration)
    }

    /// Rebuilds the navigation for `newConfiguration` with the app's panel factory, staying on
    /// the current panel when it is still in either arm (the start panel otherwise), with the
    /// screens open over it that the new configuration still opens. The window
    /// keeps its size. Throws, changing nothing, when the factory cannot make a panel.
    public func reload(_ newConfiguration: Configuration) throws {
        let current = navigator.currentPanel.identifier
        let start = newConfiguration.armPanels.contains(current) ? current : nil
        let rebuilt = try Self.makeNavigator(
            configuration: newConfiguration, viewport: navigator.viewport, clock: clock,
            animationClock: animationClock, start: start, factory: panelFactory)
        setMouseCapture(false)
        rebuilt.showsHotspots = navigator.showsHotspots
        // The screens open over the cross stay open, so a designer editing one sees it change.
        rebuilt.reopen(navigator.screens.screens.map { ($0.panel.identifier, $0.style) })
        navigator = rebuilt
        chrome = Self.makeChrome(configuration: newConfiguration, navigator: navigator)
        if newConfiguration.window.title != configuration.window.title {
            window.setTitle(newConfiguration.window.title)
        }
        configuration = newConfiguration
        needsDisplay = true
    }
}
