/// The file's text before and after each edit the app made to it, for undo and redo as far
/// back as the app has run. An edit is only undone over the text it left: a file changed since
/// by someone else is not overwritten.
package struct EditHistory: Sendable {
    /// One edit: the whole text before it and after it.
    package struct Edit: Equatable, Sendable {
        package var before: String
        package var after: String
    }

    private var done: [Edit] = []
    private var undone: [Edit] = []

    /// An empty history.
    package init() {}

    /// Notes an edit from `before` to `after`; whatever was undone can no longer be redone.
    package mutating func record(before: String, after: String) {
        guard before != after else { return }
        done.append(Edit(before: before, after: after))
        undone.removeAll()
    }

    /// Why an undo or redo cannot be made over the file as it is.
    package enum Refusal: Error, Equatable, Sendable {
        /// Nothing to undo or redo.
        case nothing
        /// The file is not the text the edit left: it changed since.
        case changedSince
    }

    /// The text to write to undo the latest edit, given the file's `current` text.
    package mutating func undo(current: String) -> Result<String, Refusal> {
        Self.move(from: &done, to: &undone, current: current, leftBy: \.after, goingBackTo: \.before)
    }

    /// The text to write to redo the latest undone edit, given the file's `current` text.
    package mutating func redo(current: String) -> Result<String, Refusal> {
        Self.move(from: &undone, to: &done, current: current, leftBy: \.before, goingBackTo: \.after)
    }

    /// Moves the latest edit of `source` to `destination` and returns its text at `goingBackTo`,
    /// while the file's `current` text is the edit's at `leftBy`.
    private static func move(
        from source: inout [Edit], to destination: inout [Edit], current: String, leftBy: KeyPath<Edit, String>,
        goingBackTo: KeyPath<Edit, String>
    ) -> Result<String, Refusal> {
        guard let edit = source.last else { return .failure(.nothing) }
        guard edit[keyPath: leftBy] == current else { return .failure(.changedSince) }
        source.removeLast()
        destination.append(edit)
        return .success(edit[keyPath: goingBackTo])
    }
}
