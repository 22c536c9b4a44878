import CSDL2
import Foundation
import SnapNavCore

/// Edit mode: E stops the navigation and shows the links of the screen on top, to draw, move,
/// resize and delete with the mouse. Each change is written into the configuration file at
/// once by the format-preserving editor, changing only that panel's `hotspots`, and applied
/// as a reload would; Ctrl+Z and Ctrl+Shift+Z undo and redo it, byte for byte.
extension SnapNavApp {
    /// Whether the window is in edit mode.
    package var isEditingLinks: Bool { tools.linkEditor != nil }

    /// Enters edit mode on the screen on top (or the cross's panel). A folder of images first
    /// gets a `snapnav.json` listing them, and the window says so.
    package func enterLinkEditing() {
        guard !tools.isReplaying, !isEditingLinks else { return }
        guard writeFolderConfigurationIfNeeded(), tools.configPath != nil else {
            if tools.source == nil { show(error: "no configuration file to write links to") }
            return
        }
        // Whatever the pointer was doing ends here, and the navigation stands still: no story
        // moves on, no timed action fires under the editor.
        navigator.handle(.focusLost)
        inputRouter.captureMouse(false)
        animationClock.isFrozen = true
        let id = (navigator.screens.top ?? navigator.currentPanel).identifier
        guard let panel = configuration.panel(id) else {
            animationClock.isFrozen = false
            show(error: "\(id) is not a panel of the configuration; its links cannot be edited")
            return
        }
        let window = Size(width: configuration.window.width, height: configuration.window.height)
        tools.linkEditor = LinkEditor(
            panelID: id, hotspots: panel.hotspots, contentSize: panel.contentSize(in: window),
            targets: LinkEditor.targets(in: configuration, from: id))
        show(status: "editing the links of \(id): drag to draw one, E to leave")
    }

    /// Leaves edit mode on the same screen; the links drawn work at once. Links the file
    /// refused are dropped then, and the window says so.
    package func leaveLinkEditing() {
        guard let editor = tools.linkEditor else { return }
        tools.linkEditor = nil
        inputRouter.captureMouse(false)
        animationClock.isFrozen = false
        if editor.isUnsaved {
            show(error: "left editing \(editor.panelID) without saving the links the file refused")
        } else {
            show(status: "left editing \(editor.panelID)")
        }
    }

    /// Where the panel being edited was drawn this frame.
    func linkEditorPlacement() -> PanelPlacement? {
        guard let id = tools.linkEditor?.panelID else { return nil }
        if !navigator.screens.isEmpty {
            return navigator.screens.placements().map(\.placement).last { $0.panel.identifier == id }
        }
        return navigator.frameLayout.placements.last { $0.panel.panelOnScreen.identifier == id }
    }

    /// The point of the edited panel's content under `point` (window points).
    private func linkContentPoint(_ point: Point) -> Point? {
        guard let placement = linkEditorPlacement() else { return nil }
        return placement.panel.panelOnScreen.contentPoint(at: point - placement.frame.origin)
    }

    // MARK: Input

    /// Takes `input` while in edit mode: the pointer draws, moves and resizes links, the wheel
    /// scrolls a tall screen, and keys other than the tools' do not navigate. Returns whether
    /// it was taken.
    func handleLinkEditing(_ input: InputEvent) -> Bool {
        guard tools.linkEditor != nil else { return false }
        switch input {
        case .pointerDown(_, let point):
            // With the chooser open, a click on one of its options takes it.
            if let editor = tools.linkEditor, editor.chooser != nil {
                if let placement = linkEditorPlacement(),
                    let option = editor.chooserOption(
                        at: point, panel: placement.panel.panelOnScreen, placement: placement,
                        viewport: navigator.viewport),
                    let changed = tools.linkEditor?.chooserKey(.pick(option))
                {
                    writeLinks(changed)
                }
                break
            }
            inputRouter.captureMouse(true)
            // Alt or Shift held draws a new link wherever the press is, even inside another.
            let held = SDL_GetModState().rawValue & (KMOD_ALT.rawValue | KMOD_SHIFT.rawValue)
            if let content = linkContentPoint(point) { tools.linkEditor?.press(at: content, drawingNew: held != 0) }
        case .pointerMove(_, let point):
            if let content = linkContentPoint(point) { tools.linkEditor?.move(to: content) }
        case .pointerUp:
            inputRouter.captureMouse(false)
            let changed = tools.linkEditor?.release()
            if let notice = tools.linkEditor?.notice {
                show(status: notice)
                toast(notice, seconds: ToolMessages.toastDuration)
            }
            if let changed { writeLinks(changed) }
        case .wheel(let delta, _):
            (linkEditorPlacement()?.panel.panelOnScreen as? ScrollingPanelController)?.scrollContent(by: -delta.y * 40)
        case .key(let key, let modifiers):
            if handleLinkEditingKey(key, modifiers: modifiers) { break }
            if handleToolInput(input) { return true }
        case .resize, .focusLost:
            navigator.handle(input)
        case .wheelEnded:
            break
        }
        scheduler.needsDisplay = true
        return true
    }

    /// Handles a key press while in edit mode, as `KeyMap` has it: the chooser's keys while it
    /// is open (every other key types or is ignored), else the link editor's. Returns whether
    /// it was taken; keys it does not take go on to the tools (P saves a screenshot, ? shows
    /// the keys).
    func handleLinkEditingKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard var editor = tools.linkEditor else { return false }
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
            tools.linkEditor = editor
            if let changed { writeLinks(changed) }
            return true
        }
        switch KeyMap.action(for: key, modifiers: modifiers, in: [.linkEditing]) {
        case .undo:
            stepLinkHistory(redo: false)
        case .redo:
            stepLinkHistory(redo: true)
        case .leaveLinkEditing:
            leaveLinkEditing()
        case .saveLinks:
            // Saves what the file refused before, once it is fixed.
            if editor.isUnsaved { writeLinks(editor.hotspots) }
        case .deleteLink:
            if let changed = editor.deleteSelection() {
                tools.linkEditor = editor
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
        guard let editor = tools.linkEditor, let path = tools.configPath else { return }
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigurationError(file: path, keyPath: "", problem: "the file cannot be read")
            }
            let before = String(decoding: data, as: UTF8.self)
            let after = try LinkEditor.write(hotspots, of: editor.panelID, into: before, file: path)
            try applyLinks(after, over: data, path: path)
            tools.editHistory.record(before: before, after: after)
            let count = hotspots.count
            show(status: "wrote \(count) link\(count == 1 ? "" : "s") of \(editor.panelID) to \(path)")
        } catch {
            tools.linkEditor?.keepUnsaved()
            show(
                error: "\(error); \(path) is unchanged, and the change is kept here, not saved: "
                    + "fix the file, then press Enter to save it")
        }
    }

    /// Undoes (or redoes) the latest edit of the file, writing back its text byte for byte,
    /// unless the file changed since.
    func stepLinkHistory(redo: Bool) {
        guard let path = tools.configPath, let data = FileManager.default.contents(atPath: path) else { return }
        let saved = tools.editHistory
        let current = String(decoding: data, as: UTF8.self)
        let step = redo ? "redo" : "undo"
        switch redo ? tools.editHistory.redo(current: current) : tools.editHistory.undo(current: current) {
        case .success(let text):
            do {
                try applyLinks(text, over: data, path: path)
                show(status: "\(redo ? "redid" : "undid") the last link edit in \(path)")
            } catch {
                tools.editHistory = saved
                show(error: "\(error); \(path) is unchanged")
            }
        case .failure(.nothing):
            show(status: "nothing to \(step)")
        case .failure(.changedSince):
            show(error: "\(path) changed since the last link edit; \(step) would lose that change, so it is not made")
        }
    }

    /// Checks `text`, writes it over the file's `data`, and applies it as a reload would,
    /// keeping what is on screen: the same screens, scrolled where they were, their bars'
    /// colours as sampled from their images, and the images as decoded, since none changed.
    private func applyLinks(_ text: String, over data: Data, path: String) throws {
        var updated = try Configuration.parse(text, file: path)
        for index in updated.panels.indices {
            updated.panels[index].sampledEdgeColor = configuration.panel(updated.panels[index].id)?.sampledEdgeColor
        }
        try panelFactory.check(updated, file: path)
        try SafeFileWriter.write(Data(text.utf8), to: path, replacing: data)
        try reload(updated, imagesChanged: false)
        tools.hotReload?.noteWrittenByTheApp()
        if let id = tools.linkEditor?.panelID { tools.linkEditor?.reset(to: updated.panel(id)?.hotspots ?? []) }
    }

    /// For a folder of images, writes the `snapnav.json` that keeps showing them
    /// (`"screens": "folder"`), so links have a file to go into, reloads from it and says so.
    /// Returns false when it could not.
    private func writeFolderConfigurationIfNeeded() -> Bool {
        guard let (path, text) = tools.source?.configurationToWrite else { return true }
        guard !FileManager.default.fileExists(atPath: path) else {
            tools.hotReload?.reloadIfChanged()
            return tools.configPath != nil
        }
        do {
            try SafeFileWriter.write(Data(text.utf8), to: path)
        } catch {
            show(error: "\(error); links need a snapnav.json beside the images")
            return false
        }
        tools.hotReload?.reloadIfChanged()
        guard tools.configPath == path else { return false }
        let note = "wrote \(path), which shows the folder's images, new exports too; links are saved in it"
        show(status: note)
        toast(note, seconds: 2 * ToolMessages.toastDuration)
        return true
    }

    /// Draws the link editor over the panel it edits.
    func drawLinkEditor(in canvas: Canvas) {
        guard let editor = tools.linkEditor, let placement = linkEditorPlacement() else { return }
        editor.draw(
            in: canvas, panel: placement.panel.panelOnScreen, placement: placement, viewport: navigator.viewport)
    }
}
