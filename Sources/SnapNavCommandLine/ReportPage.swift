import Foundation

/// The report as one HTML page: the totals, a legend, per screen its picture with the taps and
/// its numbers, the time on each screen per tester, and the paths the testers took. Each number
/// is also in a `data-` attribute, for whatever reads the page.
struct ReportPage {
    /// The report's numbers.
    var summary: ReportSummary
    /// What the page is of: the prototype's folder.
    var prototype: String
    /// Each screen's picture, relative to the page, by screen name; a screen without one has
    /// the reason it has none.
    var pictures: [String: Result<String, ReportFailure>]
    /// The takes that were skipped, each with why.
    var skipped: [(name: String, reason: String)]

    /// The page's HTML.
    var html: String {
        var page = [
            "<!doctype html>", "<html lang=\"en\">", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>Sessions of \(escape(prototype))</title>", "<style>\(Self.style)</style>",
            "<h1>Sessions of \(escape(prototype))</h1>",
        ]
        let time = summary.sessions.map { session in session.visits.reduce(0) { $0 + $1.seconds } }.reduce(0, +)
        page.append(
            "<p id=\"totals\" data-sessions=\"\(summary.sessions.count)\" data-taps=\"\(summary.tapCount)\" "
                + "data-misclicks=\"\(summary.misclickCount)\" data-seconds=\"\(number(time))\">"
                + "\(summary.sessions.count) \(summary.sessions.count == 1 ? "session" : "sessions"), "
                + "\(summary.tapCount) taps, <b>\(summary.misclickCount) misclicks</b> "
                + "(taps nothing answered), \(seconds(time)) in all.</p>")
        if !skipped.isEmpty {
            page.append("<section id=\"skipped\"><h2>Skipped takes</h2><ul>")
            for take in skipped {
                page.append(
                    "<li data-take=\"\(escape(take.name))\"><code>\(escape(take.name))</code>: \(escape(take.reason))</li>"
                )
            }
            page.append("</ul></section>")
        }
        page.append(
            "<p class=\"legend\"><span class=\"dot hit\"></span> a tap that hit: a hotspot, a bar's button or the "
                + "screen itself answered it <span class=\"dot miss\"></span> a misclick: nothing answered it "
                + "<span class=\"area\"></span> the screen's hotspots</p>")
        page += screenTable()
        page += screenPictures()
        page += paths()
        page.append("</html>")
        return page.joined(separator: "\n") + "\n"
    }

    private func screenTable() -> [String] {
        var rows = ["<h2>Time on each screen</h2>", "<table id=\"screens\"><tr><th>Screen<th>In all"]
        rows[1] += summary.sessions.indices.map { "<th>Tester \($0 + 1)" }.joined()
        rows[1] += "<th>Visits<th>Taps<th>Misclicks</tr>"
        for screen in summary.screens {
            var row =
                "<tr data-screen=\"\(escape(screen.name))\" data-seconds=\"\(number(screen.seconds))\" "
                + "data-visits=\"\(screen.visits)\" data-taps=\"\(screen.taps.count)\" "
                + "data-misclicks=\"\(screen.misclicks)\"><td><code>\(escape(screen.name))</code>"
                + "<td>\(seconds(screen.seconds))"
            row += screen.secondsBySession.enumerated().map { index, value in
                "<td data-tester=\"\(index + 1)\" data-seconds=\"\(number(value))\">\(value > 0 ? seconds(value) : "")"
            }.joined()
            row += "<td>\(screen.visits)<td>\(screen.taps.count)<td>\(screen.misclicks)</tr>"
            rows.append(row)
        }
        rows.append("</table>")
        rows.append(
            "<p class=\"note\">Testers: "
                + summary.sessions.enumerated().map { index, session in
                    "\(index + 1) <code>\(escape(session.name))</code>"
                }.joined(separator: ", ") + ".</p>")
        return rows
    }

    private func screenPictures() -> [String] {
        var figures = ["<h2>Taps on each screen</h2>", "<div class=\"screens\">"]
        for screen in summary.screens {
            var figure = "<figure data-screen=\"\(escape(screen.name))\">"
            switch pictures[screen.name] {
            case .success(let path)?:
                figure += "<img src=\"\(escape(path))\" alt=\"\(escape(screen.name)) with its taps\">"
            case .failure(let failure)?:
                figure += "<p class=\"missing\">No picture: \(escape(failure.description))</p>"
            case nil:
                figure += "<p class=\"missing\">No picture.</p>"
            }
            figure +=
                "<figcaption><code>\(escape(screen.name))</code>: \(screen.taps.count) taps, "
                + "\(screen.misclicks) misclicks, \(seconds(screen.seconds))</figcaption></figure>"
            figures.append(figure)
        }
        figures.append("</div>")
        return figures
    }

    private func paths() -> [String] {
        var lines = ["<h2>Paths</h2>", "<ol id=\"paths\">"]
        for (index, session) in summary.sessions.enumerated() {
            let steps = session.path.map { "<code>\(escape($0))</code>" }.joined(separator: " → ")
            lines.append(
                "<li data-tester=\"\(index + 1)\" data-take=\"\(escape(session.name))\" "
                    + "data-path=\"\(escape(session.path.joined(separator: " ")))\" "
                    + "data-taps=\"\(session.taps.count)\" data-misclicks=\"\(session.misclicks)\">Tester \(index + 1): "
                    + "\(steps)</li>")
        }
        lines.append("</ol>")
        if !summary.steps.isEmpty {
            lines.append("<table id=\"steps\"><tr><th>From<th>To<th>Times</tr>")
            for step in summary.steps {
                lines.append(
                    "<tr data-from=\"\(escape(step.from))\" data-to=\"\(escape(step.to))\" data-count=\"\(step.count)\">"
                        + "<td><code>\(escape(step.from))</code><td><code>\(escape(step.to))</code><td>\(step.count)</tr>"
                )
            }
            lines.append("</table>")
        }
        return lines
    }

    private func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private func number(_ value: Double) -> String { String(format: "%.2f", value) }

    private func seconds(_ value: Double) -> String {
        value < 60 ? String(format: "%.1f s", value) : String(format: "%d min %02d s", Int(value) / 60, Int(value) % 60)
    }

    private static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
        table{border-collapse:collapse;margin:1em 0}td,th{border-bottom:1px solid #ddd;padding:.3em .8em;text-align:right}
        td:first-child,th:first-child{text-align:left}.screens{display:flex;flex-wrap:wrap;gap:1.5em}
        figure{margin:0;width:240px}img{width:240px;border:1px solid #ccc;border-radius:12px}
        figcaption{font-size:13px}.dot{display:inline-block;width:12px;height:12px;border-radius:50%;
        border:2px solid #fff;box-shadow:0 0 0 1px #999;vertical-align:middle;margin-left:1em}
        .hit{background:#1FAD5B}.miss{background:#E5383B}.area{display:inline-block;width:18px;height:12px;
        background:#0D99FF55;border:2px solid #003DCC;border-radius:3px;vertical-align:middle;margin-left:1em}
        .missing,.note{color:#666}
        """
}

/// Why a take or a picture was left out of the report.
struct ReportFailure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
}
