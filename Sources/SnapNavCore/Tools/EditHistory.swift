/// The file's text before and after each edit the app made to it, for undo and redo as far
/// back as the app has run. An edit is only undone over the text it left: a file changed since
/// by someone else is not overwritten.
public struct EditHistory: Sendable {
    /// One edit: the whole text before it and after it.
    public struct Edit: Equatable, Sendable {
        public var before: String
        public var after: String
    }

    private var done: [Edit] = []
    private var undone: [Edit] = []

    /// An empty history.
    public init() {}

    /// Whether there is an edit to undo, or to redo.
    public var canUndo: Bool { !done.isEmpty }
    public var canRedo: Bool { !undone.isEmpty }

    /// Notes an edit from `before` to `after`; whatever was undone can no longer be redone.
    public mutating func record(before: String, after: String) {
        guard before != after else { return }
        done.append(Edit(before: before, after: after))
        undone.removeAll()
    }

    /// Why an undo or redo cannot be made over the file as it is.
    public enum Refusal: Error, Equatable, Sendable {
        /// Nothing to undo or redo.
        case nothing
        /// The file is not the text the edit left: it changed since.
        case changedSince
    }

    /// The text to write to undo the latest edit, given the file's `current` text.
    public mutating func undo(current: String) -> Result<String, Refusal> {
        guard let edit = done.last else { return .failure(.nothing) }
        guard edit.after == current else { return .failure(.changedSince) }
        done.removeLast()
        undone.append(edit)
        return .success(edit.before)
    }

    /// The text to write to redo the latest undone edit, given the file's `current` text.
    public mutating func redo(current: String) -> Result<String, Refusal> {
        guard let edit = undone.last else { return .failure(.nothing) }
        guard edit.before == current else { return .failure(.changedSince) }
        undone.removeLast()
        done.append(edit)
        return .success(edit.after)
    }
}
