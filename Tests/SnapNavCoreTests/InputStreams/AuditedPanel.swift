import SnapNavCore

/// A colour panel that checks its own appearance callbacks as they arrive: each "will"
/// must follow the state it leaves, each "did" must close the "will" before it.
final class AuditedPanel: ColorPanelController {
    /// The state the callbacks so far have put the panel in.
    private(set) var callbackState = AppearanceState.disappeared
    /// Every out-of-order callback, described.
    private(set) var violations: [String] = []
    /// Whether any callback came out of order (cheaper to ask than `violations`).
    private(set) var hasViolations = false

    private func expect(_ allowed: [AppearanceState], then next: AppearanceState, _ callback: String) {
        if !allowed.contains(callbackState) {
            violations.append("\(identifier): \(callback) while \(callbackState.rawValue)")
            hasViolations = true
        }
        callbackState = next
    }

    override func viewWillAppear(_ animated: Bool) {
        expect([.disappeared, .disappearing], then: .appearing, "viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        expect([.appearing], then: .appeared, "viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        expect([.appeared, .appearing], then: .disappearing, "viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        expect([.disappearing], then: .disappeared, "viewDidDisappear")
    }
}
