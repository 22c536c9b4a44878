import SnapNavCore

/// A shared, ordered log of lifecycle callbacks from several panels.
final class CallbackLog {
    var entries: [String] = []

    /// The entries of one panel, without its name.
    func entries(of identifier: String) -> [String] {
        entries.compactMap { entry in
            let parts = entry.split(separator: ".", maxSplits: 1)
            return parts.count == 2 && parts[0] == identifier ? String(parts[1]) : nil
        }
    }
}

/// A panel that logs every containment and appearance callback as "id.callback".
final class RecordingPanel: PanelController {
    let log: CallbackLog

    init(_ identifier: String, log: CallbackLog) {
        self.log = log
        super.init(identifier: identifier)
    }

    override func willMove(toParent parent: PanelController?) {
        log.entries.append("\(identifier).willMove(\(parent?.identifier ?? "nil"))")
    }
    override func didMove(toParent parent: PanelController?) {
        log.entries.append("\(identifier).didMove(\(parent?.identifier ?? "nil"))")
    }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(identifier).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(identifier).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(identifier).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(identifier).didDisappear") }
}

/// Checks that a panel's appearance callbacks alternate correctly: never two "will appear"
/// without a disappearance between, every "did" preceded by its "will".
func appearanceIsBalanced(_ entries: [String]) -> Bool {
    var state = AppearanceState.disappeared
    for entry in entries {
        switch (entry, state) {
        case ("willAppear", .disappeared), ("willAppear", .disappearing): state = .appearing
        case ("didAppear", .appearing): state = .appeared
        case ("willDisappear", .appeared), ("willDisappear", .appearing): state = .disappearing
        case ("didDisappear", .disappearing): state = .disappeared
        case (let other, _) where !other.hasSuffix("Appear") && !other.hasSuffix("Disappear"): continue
        default: return false
        }
    }
    return true
}

/// Three recording panels in a horizontal pager of 360×640, started on the middle one.
func makeThreePagePager(clock: ManualClock, log: CallbackLog) -> PagingScrollController {
    let panels = ["left", "middle", "right"].map { RecordingPanel($0, log: log) }
    let pager = PagingScrollController.make(
        axis: .horizontal, with: panels, viewport: Size(width: 360, height: 640), clock: clock)
    pager.setVisibleFraction(1)
    return pager
}

/// Advances the clock in 60 Hz steps, stepping `pager`, until it stops or `limit` seconds pass.
/// Returns the offsets seen at each step.
@discardableResult
func settle(_ pager: PagingScrollController, clock: ManualClock, limit: Double = 5) -> [Double] {
    var offsets: [Double] = []
    var elapsed = 0.0
    while pager.isAnimating && elapsed < limit {
        clock.advance(by: 1.0 / 60)
        elapsed += 1.0 / 60
        pager.step()
        offsets.append(pager.offset)
    }
    return offsets
}

/// Drags `pager` by `distance` points in `steps` equal moves spread over `duration` seconds.
func drag(_ pager: PagingScrollController, by distance: Double, steps: Int = 10, duration: Double = 0.5) {
    pager.beginDragging()
    for step in 1...steps {
        clockAdvance(pager, duration / Double(steps))
        pager.updateDragging(translation: distance * Double(step) / Double(steps))
    }
}

private func clockAdvance(_ pager: PagingScrollController, _ seconds: Double) {
    (pager.clock as? ManualClock)?.advance(by: seconds)
}
