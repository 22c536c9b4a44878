import SnapNavCore

/// The testers' sessions added up: per screen the taps on it, the misclicks and the time spent
/// there, in all and per tester; the steps the testers took from screen to screen.
package struct ReportSummary: Equatable, Sendable {
    /// One screen and what happened on it.
    package struct Screen: Equatable, Sendable {
        /// Where the navigation was, as `--start` takes it (`inbox/chat`).
        package var name: String
        /// A tap on it, and the index of the session it came from.
        package struct Tap: Equatable, Sendable {
            /// The session's index in `ReportSummary.sessions`.
            package var session: Int
            /// The tap.
            package var tap: ObservedSession.Tap
        }

        /// Every tap on it, in session order.
        package var taps: [Tap]
        /// Seconds each session spent on it, by session index.
        package var secondsBySession: [Double]
        /// How many times a tester came to it.
        package var visits: Int

        /// The taps nothing answered.
        package var misclicks: Int { taps.filter { !$0.tap.hit }.count }
        /// The seconds all testers spent on it.
        package var seconds: Double { secondsBySession.reduce(0, +) }
    }

    /// A move from one screen to the next, and how many times testers made it.
    package struct Step: Equatable, Sendable {
        /// The screen left.
        package var from: String
        /// The screen reached.
        package var to: String
        /// How many times, over all sessions.
        package var count: Int
    }

    /// The sessions, in the order given (their takes' names sort by time).
    package var sessions: [ObservedSession]
    /// Every screen a tester saw, in the order they were first seen.
    package var screens: [Screen] = []
    /// Every move between screens, most made first.
    package var steps: [Step] = []

    /// Adds up `sessions`.
    package init(sessions: [ObservedSession]) {
        self.sessions = sessions
        var index: [String: Int] = [:]
        func screen(_ name: String) -> Int {
            if let found = index[name] { return found }
            index[name] = screens.count
            screens.append(
                Screen(name: name, taps: [], secondsBySession: Array(repeating: 0, count: sessions.count), visits: 0))
            return screens.count - 1
        }
        var stepIndex: [String: Int] = [:]
        for (number, session) in sessions.enumerated() {
            for visit in session.visits {
                let at = screen(visit.screen)
                screens[at].visits += 1
                screens[at].secondsBySession[number] += visit.seconds
            }
            for tap in session.taps { screens[screen(tap.screen)].taps.append(Screen.Tap(session: number, tap: tap)) }
            for (from, to) in zip(session.path, session.path.dropFirst()) {
                let key = from + "\n" + to
                if let found = stepIndex[key] {
                    steps[found].count += 1
                } else {
                    stepIndex[key] = steps.count
                    steps.append(Step(from: from, to: to, count: 1))
                }
            }
        }
        // Ties keep the order they were first made in.
        steps = steps.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
            .map { $0.element }
    }

    /// Every tap of every session.
    package var tapCount: Int { sessions.reduce(0) { $0 + $1.taps.count } }
    /// Every tap nothing answered.
    package var misclickCount: Int { sessions.reduce(0) { $0 + $1.misclicks } }
    /// The screen named `name`, if a tester saw it.
    package func screen(named name: String) -> Screen? { screens.first { $0.name == name } }
}
