import CSDL2
import Foundation
import SnapNavCore

extension SnapNavApp {
    /// Watches the configuration file at `path` and reloads it when it changes on disk.
    /// The tuning overlay writes its values back to this file.
    public func watchConfiguration(at path: String) {
        tools.configPath = path
        tools.loadedSource = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        if tools.fileChangedEventType == nil {
            let type = SDL_RegisterEvents(1)
            guard type != UInt32.max else {
                show(error: "cannot watch \(path): \(String(cString: SDL_GetError()))")
                return
            }
            tools.fileChangedEventType = type
        }
        guard let type = tools.fileChangedEventType else { return }
        tools.watcher?.stop()
        // SDL_PushEvent may be called from any thread; it wakes the loop blocked in SDL_WaitEvent.
        do {
            tools.watcher = try FileWatcher(path: path) {
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

    /// Reloads the watched configuration file if its contents changed. A file that cannot be
    /// used is reported in the window and on standard error, and the last good configuration
    /// keeps running.
    public func reloadConfigurationIfChanged() {
        guard let path = tools.configPath else { return }
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        guard bytes != tools.loadedSource else { return }
        tools.loadedSource = bytes
        do {
            guard let bytes else {
                throw ConfigurationError(file: path, keyPath: "", problem: "the file does not exist or cannot be read")
            }
            let reloaded = try Configuration.parse(bytes: bytes, file: path)
            try ImageDecodingCheck.check(reloaded, file: path)
            canvas.forgetImages()
            reload(reloaded)
            tools.banner = nil
            show(status: "reloaded \(path)")
        } catch {
            show(error: "\(error) (still running the last good configuration)")
        }
    }

    /// Rebuilds the navigation for `newConfiguration`, staying on the current panel when it is
    /// still in either arm (the start panel otherwise). The window keeps its size.
    public func reload(_ newConfiguration: Configuration) {
        let current = navigator.currentPanel.identifier
        let start = (newConfiguration.horizontal + newConfiguration.vertical).contains(current) ? current : nil
        setMouseCapture(false)
        navigator = Self.makeNavigator(
            configuration: newConfiguration, viewport: navigator.horizontal.bounds, clock: clock,
            animationClock: animationClock, start: start)
        chrome = Self.makeChrome(configuration: newConfiguration, navigator: navigator)
        if newConfiguration.window.title != configuration.window.title {
            window.setTitle(newConfiguration.window.title)
        }
        configuration = newConfiguration
        needsDisplay = true
    }
}
