/// What must hold of the screens after every input and every step, checked in debug builds
/// (see `SwipeNavigator.checkInvariants()`, which calls this).
extension ScreenStack {
    /// Checks that every screen lies between its place and off screen, or, swinging on a link's
    /// own spring, within a length of either.
    func checkInvariants() {
        #if DEBUG
            for entry in entries {
                let length = max(length(of: entry), 0)
                let swing = entry.animation?.overshoots == true || entry.curve != nil ? length : 0
                assert(
                    entry.offset.isFinite && entry.offset >= -swing && entry.offset <= length + swing,
                    "\(entry.panel.identifier): offset \(entry.offset) outside 0…\(length)")
            }
        #endif
    }
}
