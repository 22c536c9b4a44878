/// Where a key is heard: the app asks the modes in force, most particular first.
public enum KeyMode: Hashable, Sendable {
    /// The designer's tools, heard everywhere but in the link chooser.
    case tools
    /// The tuning overlay's keys, while it shows.
    case overlay
    /// The navigation, and E to start drawing links.
    case navigation
    /// Drawing links (E), with the chooser closed.
    case linkEditing
    /// The link chooser: what a link does and where it goes; typing filters the choices.
    case choosingLink
}

/// What a key asks for.
public enum KeyAction: Hashable, Sendable {
    /// A move of the navigation.
    case navigate(KeyCommand)
    /// Show or hide the tuning overlay.
    case toggleOverlay
    /// Save a screenshot.
    case screenshot
    /// Show or hide the hotspots.
    case toggleHotspots
    /// Show or hide the card of keys.
    case toggleKeyHelp
    /// Serve the prototype to phones, the first time, and show or hide its QR code.
    case toggleServeCard
    /// Start drawing links on the screen shown.
    case editLinks
    /// Select the overlay's parameter this many rows down (up when negative).
    case selectParameter(Int)
    /// Change the selected parameter by this many steps.
    case adjustParameter(Int)
    /// Set the spring to the next of Figma's presets.
    case nextSpringPreset
    /// Slow motion on or off.
    case toggleSlowMotion
    /// Write the tuned values into the configuration file.
    case writeBack
    /// Undo the latest change of the links in the file.
    case undo
    /// Redo it.
    case redo
    /// Stop drawing links, on the same screen.
    case leaveLinkEditing
    /// Save a change of the links the file refused, once it is fixed.
    case saveLinks
    /// Remove the selected link.
    case deleteLink
    /// Move the chooser's selection this many rows down (up when negative).
    case chooserMove(Int)
    /// Take the chooser's selection.
    case chooserConfirm
    /// Close the chooser without a choice.
    case chooserCancel
    /// Take back the last character typed into the chooser.
    case chooserErase
}

/// A key, with the modifiers that must be held for it.
public struct KeyChord: Hashable, Sendable {
    /// The key.
    public let key: Key
    /// The modifiers it needs.
    public let modifiers: KeyModifiers

    /// `key` with `modifiers` held.
    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Whether a press of `key` with `held` is this chord: its modifiers are held, and Control
    /// or Alt only when it names them, so that Ctrl+E is not E.
    func matches(_ key: Key, held: KeyModifiers) -> Bool {
        guard key == self.key, held.isSuperset(of: modifiers) else { return false }
        let commands = held.intersection([.control, .alt])
        return modifiers.isSuperset(of: commands)
    }
}

/// One line of the keys' card: the keys as a person reads them, what they do, and the chords
/// that do it, each with its action, in one mode.
public struct KeyBinding: Sendable {
    /// The keys as the card and `--help` name them.
    public let keys: String
    /// What they do.
    public let meaning: String
    /// Where they are heard.
    public let mode: KeyMode
    /// Each chord and what it asks for; empty for a line that only explains (a drag).
    public let chords: [(chord: KeyChord, action: KeyAction)]
}

/// The app's keys, written once: the window's handling in every mode, the navigation's
/// `KeyCommand`, `--help`, the `?` card and the man page all read this table.
public enum KeyMap {
    /// Every binding, in the order the card lists them.
    public static let bindings: [KeyBinding] = [
        KeyBinding(
            keys: "Left/Right, A/D", meaning: "move one page sideways", mode: .navigation,
            chords: [
                (KeyChord(.left), .navigate(.page(.horizontal, -1))), (KeyChord(.a), .navigate(.page(.horizontal, -1))),
                (KeyChord(.right), .navigate(.page(.horizontal, 1))), (KeyChord(.d), .navigate(.page(.horizontal, 1))),
            ]),
        KeyBinding(
            keys: "Up/Down, W/S", meaning: "move one page up or down", mode: .navigation,
            chords: [
                (KeyChord(.up), .navigate(.page(.vertical, -1))), (KeyChord(.w), .navigate(.page(.vertical, -1))),
                (KeyChord(.down), .navigate(.page(.vertical, 1))), (KeyChord(.s), .navigate(.page(.vertical, 1))),
            ]),
        KeyBinding(
            keys: "Home", meaning: "go back to the start panel", mode: .navigation,
            chords: [(KeyChord(.home), .navigate(.home))]),
        KeyBinding(
            keys: "H", meaning: "show or hide the tuning overlay", mode: .tools,
            chords: [(KeyChord(.h), .toggleOverlay)]),
        KeyBinding(
            keys: "P", meaning: "save a screenshot as snapnav-DATE-TIME.png", mode: .tools,
            chords: [(KeyChord(.p), .screenshot)]),
        KeyBinding(
            keys: "T", meaning: "show or hide the tap areas (hotspots)", mode: .tools,
            chords: [(KeyChord(.t), .toggleHotspots)]),
        KeyBinding(
            keys: "Q", meaning: "serve the prototype to phones and show or hide its QR code", mode: .tools,
            chords: [(KeyChord(.q), .toggleServeCard)]),
        KeyBinding(
            keys: "E", meaning: "draw links: edit the tap areas of the screen shown", mode: .navigation,
            chords: [(KeyChord(.e), .editLinks)]),
        KeyBinding(
            keys: "?, F1", meaning: "show or hide these keys", mode: .tools,
            chords: [(KeyChord(.help), .toggleKeyHelp), (KeyChord(.slash, .shift), .toggleKeyHelp)]),
        KeyBinding(
            keys: "Backspace, Alt+Left", meaning: "take a pushed screen or a sheet back", mode: .navigation,
            chords: [(KeyChord(.backspace), .navigate(.back)), (KeyChord(.left, .alt), .navigate(.back))]),
        KeyBinding(
            keys: "Esc", meaning: "take it back; with none open, quit", mode: .navigation,
            chords: [(KeyChord(.escape), .navigate(.quit))]),
        KeyBinding(
            keys: "Ctrl+Q", meaning: "quit", mode: .navigation, chords: [(KeyChord(.q, .control), .navigate(.quit))]),
        KeyBinding(
            keys: "Up/Down", meaning: "select a parameter", mode: .overlay,
            chords: [(KeyChord(.up), .selectParameter(-1)), (KeyChord(.down), .selectParameter(1))]),
        KeyBinding(
            keys: "Left/Right", meaning: "change it (with Shift: 10 steps)", mode: .overlay,
            chords: [
                (KeyChord(.left), .adjustParameter(-1)), (KeyChord(.right), .adjustParameter(1)),
                (KeyChord(.left, .shift), .adjustParameter(-10)), (KeyChord(.right, .shift), .adjustParameter(10)),
            ]),
        KeyBinding(
            keys: "N", meaning: "the next spring preset: gentle, quick, bouncy, slow", mode: .overlay,
            chords: [(KeyChord(.n), .nextSpringPreset)]),
        KeyBinding(
            keys: "S", meaning: "slow motion on or off", mode: .overlay, chords: [(KeyChord(.s), .toggleSlowMotion)]),
        KeyBinding(
            keys: "W", meaning: "write the parameters to the config file", mode: .overlay,
            chords: [(KeyChord(.w), .writeBack)]),
        KeyBinding(keys: "drag", meaning: "draw a link, or move or resize one", mode: .linkEditing, chords: []),
        KeyBinding(
            keys: "type, arrows, Enter", meaning: "choose what it does and where", mode: .choosingLink,
            chords: [
                (KeyChord(.up), .chooserMove(-1)), (KeyChord(.down), .chooserMove(1)),
                (KeyChord(.enter), .chooserConfirm), (KeyChord(.escape), .chooserCancel),
                (KeyChord(.backspace), .chooserErase),
            ]),
        KeyBinding(
            keys: "Delete", meaning: "remove the selected link", mode: .linkEditing,
            chords: [(KeyChord(.delete), .deleteLink), (KeyChord(.backspace), .deleteLink)]),
        KeyBinding(
            keys: "Ctrl+Z, Ctrl+Shift+Z", meaning: "undo, redo", mode: .linkEditing,
            chords: [
                (KeyChord(.z, .control), .undo), (KeyChord(.z, [.control, .shift]), .redo),
                (KeyChord(.y, .control), .redo),
            ]),
        KeyBinding(
            keys: "Enter", meaning: "save a change the file refused, once it is fixed", mode: .linkEditing,
            chords: [(KeyChord(.enter), .saveLinks)]),
        KeyBinding(
            keys: "E, Esc", meaning: "leave, on the same screen", mode: .linkEditing,
            chords: [(KeyChord(.e), .leaveLinkEditing), (KeyChord(.escape), .leaveLinkEditing)]),
    ]

    /// The heading the card gives a mode's keys, for the modes that are not always on.
    public static func heading(of mode: KeyMode) -> String? {
        switch mode {
        case .tools, .navigation: return nil
        case .overlay: return "overlay open:"
        case .linkEditing, .choosingLink: return "editing links (E):"
        }
    }

    /// What a press of `key` with `modifiers` asks for in the first of `modes` that has it,
    /// or nil. Within a mode the chord with the most modifiers wins: Alt+Left is not Left.
    public static func action(for key: Key, modifiers: KeyModifiers, in modes: [KeyMode]) -> KeyAction? {
        for mode in modes {
            var best: (modifiers: Int, action: KeyAction)?
            for binding in bindings where binding.mode == mode {
                for (chord, action) in binding.chords where chord.matches(key, held: modifiers) {
                    let count = chord.modifiers.rawValue.nonzeroBitCount
                    if best.map({ count > $0.modifiers }) ?? true { best = (count, action) }
                }
            }
            if let best { return best.action }
        }
        return nil
    }

    /// The card's lines: each binding's keys and meaning, the modes that are not always on
    /// under a heading of their own, their keys indented.
    public static var helpLines: [(key: String, meaning: String)] {
        var lines: [(key: String, meaning: String)] = []
        var heading: String?
        for binding in bindings {
            let own = Self.heading(of: binding.mode)
            if let own, own != heading { lines.append((own, "")) }
            heading = own
            lines.append((own == nil ? binding.keys : "  " + binding.keys, binding.meaning))
        }
        return lines
    }
}
