import Foundation
import SnapNavCore

/// `snapnav report PROTOTYPE`: replays every take in `PROTOTYPE/sessions/` through the
/// navigation and writes what the testers did into `PROTOTYPE/report/`: `index.html` and a
/// picture of each screen with the taps on it.
enum ReportCommand {
    /// Writes the report; returns the process's exit status: 1 when there is no session to
    /// report on or the page cannot be written.
    static func run(prototype: String, assets: String, panelFactory: PanelFactory) -> Int32 {
        let source: PrototypeSource
        do {
            source = try PrototypeSource.resolve(prototype)
        } catch {
            report("snapnav: \(error)")
            return 1
        }
        let sessionsDirectory = source.directory + "/sessions"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: sessionsDirectory)) ?? [])
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        guard !names.isEmpty else {
            report(
                "snapnav: \(sessionsDirectory) holds no sessions (.jsonl takes) to report on; "
                    + "serve the prototype to testers first: snapnav serve \(ShellQuoting.quote(prototype))")
            return 1
        }
        // A take that holds no copy of its configuration is replayed with the prototype's.
        let fallback = try? source.load()
        var replays: [SessionReplay] = []
        var sessions: [ObservedSession] = []
        var skipped: [(name: String, reason: String)] = []
        for (number, name) in names.enumerated() {
            let path = sessionsDirectory + "/" + name
            do {
                let replay = try SessionReplay(path: path, fallback: fallback, fallbackFile: source.label)
                sessions.append(try replay.observe(assets: assets, panelFactory: panelFactory))
                replays.append(replay)
                report("snapnav: replayed \(path) (\(number + 1) of \(names.count))")
            } catch {
                report("snapnav: skipped \(path): \(error)")
                skipped.append((name, "\(error)"))
            }
        }
        guard !sessions.isEmpty else {
            report(
                "snapnav: none of the \(names.count) takes in \(sessionsDirectory) could be replayed; no report written"
            )
            return 1
        }
        let summary = ReportSummary(sessions: sessions)
        let directory = source.directory + "/report"
        var pictures: [String: Result<String, ReportFailure>] = [:]
        do {
            try FileManager.default.createDirectory(
                atPath: directory + "/screens", withIntermediateDirectories: true)
        } catch {
            report("snapnav: \(directory)/screens cannot be made: \(error.localizedDescription)")
            return 1
        }
        for (index, screen) in summary.screens.enumerated() {
            // The screen as the newest session that saw it had it.
            let newest =
                sessions.indices.last { sessions[$0].path.contains(screen.name) }
                ?? screen.taps.last?.session ?? 0
            let file = "screens/" + String(format: "%02d-", index + 1) + fileName(for: screen.name) + ".png"
            do {
                try ReportPictures.write(
                    screen, viewport: sessions[newest].viewport, viewports: sessions.map { $0.viewport },
                    replay: replays[newest], assets: assets, panelFactory: panelFactory, to: directory + "/" + file)
                pictures[screen.name] = .success(file)
            } catch {
                report("snapnav: no picture of \(screen.name): \(error)")
                pictures[screen.name] = .failure(ReportFailure(description: "\(error)"))
            }
        }
        let page = ReportPage(summary: summary, prototype: source.directory, pictures: pictures, skipped: skipped)
        let index = directory + "/index.html"
        do {
            try SafeFileWriter.write(Data(page.html.utf8), to: index)
        } catch {
            report("snapnav: \(error)")
            return 1
        }
        print(index)
        report(
            "snapnav: \(sessions.count) sessions, \(summary.tapCount) taps, \(summary.misclickCount) misclicks"
                + (skipped.isEmpty ? "" : ", \(skipped.count) takes skipped"))
        return 0
    }

    /// A screen's name as a file name: letters, digits, `-`, `_` and `.` kept, anything else `_`.
    static func fileName(for screen: String) -> String {
        String(
            screen.map { character -> Character in
                character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
                    ? character : "_"
            })
    }
}
