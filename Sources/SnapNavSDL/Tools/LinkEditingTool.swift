import CSDL2
import Foundation
import SnapNavCore

/// Edit mode: E stops the navigation and shows the links of the screen on top, to draw, move,
/// resize and delete with the mouse. Each change is written into the configuration file at
/// once by the format-preserving editor, changing only that panel's `hotspots`, and applied
/// as a reload would; Ctrl+Z and Ctrl+Shift+Z undo and redo it, byte for byte.
final class LinkEditingTool {
    private unowned let host: ToolHost
    private unowned let tools: DesignerTools
    /// The link editor, while the window is in edit mode; nil otherwise.
    private(set) var editor: LinkEditor?
    /// The edits the link editor made to the configuration file, for undo and redo.
    private var history = EditHistory()

    /// A link editor for `host`'s window, one of `tools`, not in edit mode.
    init(host: ToolHost, tools: DesignerTools) {
        self.host = host
        self.tools = tools
    }

    /// Whether the window is in edit mode.
    var isEditing: Bool { editor != nil }

    /// The configuration file the links are written to; nil for a folder of images.
    private var configPath: String? { tools.source?.configurationFile }

    /// Enters edit mode on the screen on top (or the cross's panel). A folder of images first
    /// gets a `snapnav.json` listing them, and the window says so.
    func enter() {
        guard !tools.isReplaying, !isEditing else { return }
        guard writeFolderConfigurationIfNeeded(), configPath != nil else {
            if tools.source == nil { tools.show(error: "no configuration file to write links to") }
            return
        }
        // Whatever the pointer was doing ends here, and the navigation stands still: no story
        // moves on, no timed action fires under the editor.
        host.navigator.handle(.focusLost)
        host.captureMouse(false)
        host.animationClock.isFrozen = true
        let id = (host.navigator.screens.top ?? host.navigator.currentPanel).identifier
        guard let panel = host.configuration.panel(id) else {
            host.animationClock.isFrozen = false
            tools.show(error: "\(id) is not a panel of the configuration; its links cannot be edited")
            return
        }
        let window = Size(width: host.configuration.window.width, height: host.configuration.window.height)
        editor = LinkEditor(
            panelID: id, hotspots: panel.hotspots, contentSize: panel.contentSize(in: window),
            targets: LinkEditor.targets(in: host.configuration, from: id))
        tools.show(status: "editing the links of \(id): drag to draw one, E to leave")
    }

    /// Leaves edit mode on the same screen; the links drawn work at once. Links the file
    /// refused are dropped then, and the window says so.
    func leave() {
        guard let editor = editor else { return }
        self.editor = nil
        host.captureMouse(false)
        host.animationClock.isFrozen = false
        if editor.isUnsaved {
            tools.show(error: "left editing \(editor.panelID) without saving the links the file refused")
        } else {
            tools.show(status: "left editing \(editor.panelID)")
        }
    }

    /// Where the panel being edited was drawn this frame.
    func placement() -> PanelPlacement? {
        guard let id = editor?.panelID else { return nil }
        if !host.navigator.screens.isEmpty {
            return host.navigator.screens.placements().map(\.placement).last { $0.panel.identifier == id }
        }
        return host.navigator.frameLayout.placements.last { $0.panel.panelOnScreen.identifier == id }
    }

    /// The point of the edited panel's content under `point` (window points).
    private func linkContentPoint(_ point: Point) -> Point? {
        guard let placement = placement() else { return nil }
        return placement.panel.panelOnScreen.contentPoint(at: point - placement.frame.origin)
    }

    // MARK: Input

    /// Takes `input` while in edit mode: the pointer draws, moves and resizes links, the wheel
    /// scrolls a tall screen, and keys do not navigate. Returns false only for a key it did not
    /// take, which the other tools may (P saves a screenshot, ? shows the keys).
    func handle(_ input: InputEvent) -> Bool {
        switch input {
        case .pointerDown(_, let point):
            // With the chooser open, a click on one of its options takes it.
            if let current = editor, current.chooser != nil {
                if let placement = placement(),
                    let option = current.chooserOption(
                        at: point, panel: placement.panel.panelOnScreen, placement: placement,
                        viewport: host.navigator.viewport),
                    let changed = editor?.chooserKey(.pick(option))
                {
                    writeLinks(changed)
                }
                break
            }
            host.captureMouse(true)
            // Alt or Shift held draws a new link wherever the press is, even inside another.
            let held = SDL_GetModState().rawValue & (KMOD_ALT.rawValue | KMOD_SHIFT.rawValue)
            if let content = linkContentPoint(point) { editor?.press(at: content, drawingNew: held != 0) }
        case .pointerMove(_, let point):
            if let content = linkContentPoint(point) { editor?.move(to: content) }
        case .pointerUp:
            host.captureMouse(false)
            let changed = editor?.release()
            if let notice = editor?.notice {
                tools.show(status: notice)
                tools.toast(notice, seconds: ToolMessages.toastDuration)
            }
            if let changed { writeLinks(changed) }
        case .wheel(let delta, _):
            (placement()?.panel.panelOnScreen as? ScrollingPanelController)?.scrollContent(by: -delta.y * 40)
        case .key(let key, let modifiers):
            if !handleKey(key, modifiers: modifiers) { return false }
        case .resize, .focusLost:
            host.navigator.handle(input)
        case .wheelEnded:
            break
        }
        host.setNeedsDisplay()
        return true
    }

    /// Handles a key press while in edit mode, as `KeyMap` has it: the chooser's keys while it
    /// is open (every other key types or is ignored), else the link editor's. Returns whether
    /// it was taken.
    func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard var editor = editor else { return false }
        if editor.chooser != nil {
            let chooserKey: LinkChooser.Key?
            switch KeyMap.action(for: key, modifiers: modifiers, in: [.choosingLink]) {
            case .chooserMove(let rows): chooserKey = rows < 0 ? .up : .down
            case .chooserConfirm: chooserKey = .confirm
            case .chooserCancel: chooserKey = .cancel
            case .chooserErase: chooserKey = .erase
            default:
                let typing = modifiers.intersection([.control, .alt]).isEmpty
                chooserKey = typing ? key.character.map { .type($0) } : nil
            }
            guard let chooserKey else { return true }
            let changed = editor.chooserKey(chooserKey)
            self.editor = editor
            if let changed { writeLinks(changed) }
            return true
        }
        switch KeyMap.action(for: key, modifiers: modifiers, in: [.linkEditing]) {
        case .undo:
            stepLinkHistory(redo: false)
        case .redo:
            stepLinkHistory(redo: true)
        case .leaveLinkEditing:
            leave()
        case .saveLinks:
            // Saves what the file refused before, once it is fixed.
            if editor.isUnsaved { writeLinks(editor.hotspots) }
        case .deleteLink:
            if let changed = editor.deleteSelection() {
                self.editor = editor
                writeLinks(changed)
            }
        default:
            return false
        }
        return true
    }

    // MARK: Writing

    /// Writes `hotspots` as the edited panel's links into the configuration file, rewriting
    /// only its `hotspots` array, and applies the file. Anything that goes wrong is shown and
    /// leaves the file as it was; the change stays in the window, to save with Enter once the
    /// file is fixed.
    func writeLinks(_ hotspots: [Hotspot]) {
        guard let panelID = editor?.panelID, let path = configPath else { return }
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigurationError(file: path, keyPath: "", problem: "the file cannot be read")
            }
            let before = String(decoding: data, as: UTF8.self)
            let after = try LinkEditor.write(hotspots, of: panelID, into: before, file: path)
            try applyLinks(after, over: data, path: path)
            history.record(before: before, after: after)
            let count = hotspots.count
            tools.show(status: "wrote \(count) link\(count == 1 ? "" : "s") of \(panelID) to \(path)")
        } catch {
            editor?.keepUnsaved()
            tools.show(
                error: "\(error); \(path) is unchanged, and the change is kept here, not saved: "
                    + "fix the file, then press Enter to save it")
        }
    }

    /// Undoes (or redoes) the latest edit of the file, writing back its text byte for byte,
    /// unless the file changed since.
    func stepLinkHistory(redo: Bool) {
        guard let path = configPath, let data = FileManager.default.contents(atPath: path) else { return }
        let saved = history
        let current = String(decoding: data, as: UTF8.self)
        let step = redo ? "redo" : "undo"
        switch redo ? history.redo(current: current) : history.undo(current: current) {
        case .success(let text):
            do {
                try applyLinks(text, over: data, path: path)
                tools.show(status: "\(redo ? "redid" : "undid") the last link edit in \(path)")
            } catch {
                history = saved
                tools.show(error: "\(error); \(path) is unchanged")
            }
        case .failure(.nothing):
            tools.show(status: "nothing to \(step)")
        case .failure(.changedSince):
            tools.show(
                error: "\(path) changed since the last link edit; \(step) would lose that change, so it is not made")
        }
    }

    /// Checks `text`, writes it over the file's `data`, and applies it as a reload would,
    /// keeping what is on screen: the same screens, scrolled where they were, their bars'
    /// colours as sampled from their images, and the images as decoded, since none changed.
    private func applyLinks(_ text: String, over data: Data, path: String) throws {
        let updated = try Configuration.parse(text, file: path)
        try host.panelFactory.check(updated, file: path)
        try SafeFileWriter.write(Data(text.utf8), to: path, replacing: data)
        try host.reload(updated, imagesChanged: false, decodedImages: [:])
        tools.hotReload?.noteWrittenByTheApp()
        if let id = editor?.panelID { editor?.reset(to: updated.panel(id)?.hotspots ?? []) }
    }

    /// For a folder of images, writes the `snapnav.json` that keeps showing them
    /// (`"screens": "folder"`), so links have a file to go into, reloads from it and says so.
    /// Returns false when it could not.
    private func writeFolderConfigurationIfNeeded() -> Bool {
        guard let (path, text) = tools.source?.configurationToWrite else { return true }
        guard !FileManager.default.fileExists(atPath: path) else {
            tools.hotReload?.reloadIfChanged()
            return configPath != nil
        }
        do {
            try SafeFileWriter.write(Data(text.utf8), to: path)
        } catch {
            tools.show(error: "\(error); links need a snapnav.json beside the images")
            return false
        }
        tools.hotReload?.reloadIfChanged()
        guard configPath == path else { return false }
        let note = "wrote \(path), which shows the folder's images, new exports too; links are saved in it"
        tools.show(status: note)
        tools.toast(note, seconds: 2 * ToolMessages.toastDuration)
        return true
    }

    /// Draws the link editor over the panel it edits.
    func draw(in canvas: Canvas) {
        guard let editor = editor, let placement = placement() else { return }
        editor.draw(
            in: canvas, panel: placement.panel.panelOnScreen, placement: placement, viewport: host.navigator.viewport)
    }
}
