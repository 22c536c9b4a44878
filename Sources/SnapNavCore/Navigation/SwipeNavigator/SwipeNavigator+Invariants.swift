/// What must hold after every input and every step, checked inside the types in debug builds
/// (as swift-collections checks its own), so that any test, not only the random streams, stops
/// at the first step that breaks it. Release builds compile the checks away.
extension SwipeNavigator {
    /// Checks the pagers' offsets, that only one arm of the cross is away from the panel
    /// where they cross, and that the screens over the cross lie between their place and off
    /// screen.
    func checkInvariants() {
        #if DEBUG
            horizontal.checkInvariants()
            vertical?.checkInvariants()
            if let vertical {
                assert(
                    arms.contains(where: { $0.restsOnHome }),
                    "both arms are away from the panel where they cross: horizontal \(horizontal.phase) at "
                        + "\(horizontal.offset), vertical \(vertical.phase) at \(vertical.offset)")
            }
            screens.checkInvariants()
        #endif
    }
}
