/// What must hold of the screens after every input and every step, checked in debug builds
/// (see `SwipeNavigator.checkInvariants()`, which calls this).
extension ScreenStack {
    /// Checks that every screen lies between its place and off screen.
    func checkInvariants() {
        #if DEBUG
            for entry in entries {
                let length = length(of: entry.style)
                assert(
                    entry.offset.isFinite && entry.offset >= 0 && entry.offset <= max(length, 0),
                    "\(entry.panel.identifier): offset \(entry.offset) outside 0…\(length)")
            }
        #endif
    }
}
