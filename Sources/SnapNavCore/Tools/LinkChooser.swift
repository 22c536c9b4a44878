/// The compact chooser beside a new hotspot: first what a tap does (`push`, `present`, `go`,
/// `back`), then its target, each chosen with the arrows or by typing the start of a name and
/// Enter, or with a click. It offers only what the configuration allows: an action with no target it could
/// reach is left out.
package struct LinkChooser: Equatable, Sendable {
    /// A key the chooser answers.
    package enum Key: Equatable, Sendable {
        case up, down
        /// A character typed: the options are searched for one starting with what was typed.
        case type(Character)
        /// Backspace: forgets the last character typed.
        case erase
        /// Enter: takes the selected option.
        case confirm
        /// Escape: closes the chooser.
        case cancel
        /// A click on the option at this index: takes it, as Enter would.
        case pick(Int)
    }

    /// What is being chosen.
    package enum Stage: Equatable, Sendable {
        case action
        /// The target of this action (`push`, `present` or `go`).
        case target(String)
    }

    /// The actions, in the order offered.
    package static let actions = ["push", "present", "go", "back"]

    /// What is being chosen now.
    package private(set) var stage = Stage.action
    /// What may be chosen now.
    package private(set) var options: [String]
    /// The option Enter takes.
    package private(set) var selected = 0
    /// What was typed in this stage.
    package private(set) var typed = ""
    private let targets: [String: [String]]

    /// A chooser offering the actions that have a target in `targets` (and `back`).
    package init(targets: [String: [String]]) {
        self.targets = targets
        options = Self.actions.filter { $0 == "back" || !(targets[$0] ?? []).isEmpty }
    }

    /// The line above the options: what is being chosen, and what was typed.
    package var prompt: String {
        let what: String
        switch stage {
        case .action: what = "tap does"
        case .target(let action): what = "\(action) to"
        }
        return typed.isEmpty ? what : "\(what): \(typed)"
    }

    /// Handles `key`; returns the action once a target (or `back`) is confirmed.
    mutating func handle(_ key: Key) -> Hotspot.Action? {
        switch key {
        case .up: selected = (selected + options.count - 1) % options.count
        case .down: selected = (selected + 1) % options.count
        case .type(let character):
            typed.append(character)
            if let match = options.firstIndex(where: { $0.lowercased().hasPrefix(typed.lowercased()) }) {
                selected = match
            }
        case .erase:
            if !typed.isEmpty { typed.removeLast() }
        case .confirm:
            return confirm()
        case .pick(let index):
            guard options.indices.contains(index) else { return nil }
            selected = index
            return confirm()
        case .cancel:
            break
        }
        return nil
    }

    private mutating func confirm() -> Hotspot.Action? {
        let choice = options[selected]
        switch stage {
        case .action:
            if choice == "back" { return .back }
            stage = .target(choice)
            options = targets[choice] ?? []
            selected = 0
            typed = ""
            return nil
        case .target(let action):
            return Hotspot.Action(name: action, target: choice)
        }
    }
}
