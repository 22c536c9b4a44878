import SnapNavCore

/// Every flag and key of the app, written once for `--help`.
package enum HelpText {
    /// Each flag with its value, and what it does.
    package static let flags: [(flag: String, meaning: String)] = [
        ("DIR", "open the prototype in DIR (its snapnav.json, or its images)"),
        ("--config FILE|DIR", "open this configuration or folder instead of the demo"),
        ("--size WxH", "window size in points, such as 360x640"),
        ("--scale N", "draw N pixels per point (1 to 4), crisp for N× exports"),
        ("--start ID", "start on this panel of either arm; ID/SCREEN/… opens screens over it"),
        ("--headless", "no window on screen: SDL's dummy video driver"),
        ("--frames N", "draw N frames, then exit"),
        ("--screenshot FILE", "save the last frame as .png, .bmp or .jpg"),
        ("--swipe X|0,Y", "hold a swipe X pages sideways or Y up/down (-1…1)"),
        ("--stats", "say on stderr when the first frame shows; on exit, print frame counts and intervals"),
        ("--direct", "draw every panel directly, not through cached layers"),
        ("--hotspots", "show the tap areas (hotspots) all the time; T toggles them"),
        ("--touches", "draw a circle where the pointer presses, in the window and in exports"),
        ("--slow FACTOR", "slow motion, FACTOR times slower (also for a replay)"),
        ("--record FILE", "write every input event to FILE (JSON lines)"),
        ("--replay FILE", "play a recording back, then exit"),
        ("--frames-out DIR", "with --replay: write each frame as a PNG"),
        ("--fps N", "frames per second of a replay and its frames (60; GIF 25)"),
        ("--export FILE", "with --replay: export the take as .gif, .mp4 or .webm"),
        ("--width PIXELS", "with --export: the file's width (a GIF is at most 600 unless asked)"),
        ("--keep-idle", "with --export: keep the idle start and end of the take"),
        ("--current-config", "with --replay: use today's configuration, not the recorded one"),
        ("--help", "show this text"),
        ("--version", "print the version"),
    ]

    /// Each key (or key combination), and what it does: the ones the window's `?` card shows.
    package static var keys: [(key: String, meaning: String)] { KeyHelp.keys }

    /// The usage text shown by `--help` and after a usage error.
    package static var usage: String {
        let flagWidth = flags.map(\.flag.count).max() ?? 0
        let keyWidth = keys.map(\.key.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }
        var lines = [
            "usage: snapnav [DIR | --config FILE|DIR] [--size WxH] [--scale N] [--start ID]",
            "               [--headless] [--frames N] [--direct] [--hotspots] [--touches]",
            "               [--screenshot FILE.png] [--swipe X | 0,Y] [--stats] [--slow FACTOR]",
            "               [--record FILE]",
            "               [--replay FILE [--frames-out DIR] [--fps N]",
            "                [--export FILE.gif|.mp4|.webm [--width PIXELS] [--keep-idle]]",
            "                [--current-config]]",
            "               [--help] [--version]",
            "       snapnav new DIR     write a starter prototype into DIR",
            "       snapnav web PROTOTYPE OUT [--single-file]",
            "                           write the prototype's web player into the folder OUT (or,",
            "                           with --single-file, the one HTML file OUT) to open on a phone",
            "       \(SpecCommand.synopsis)",
            "                           print every motion the prototype uses, with code to paste",
            "                           for SwiftUI, UIKit, Android, Compose, CSS and Figma",
            "       snapnav serve PROTOTYPE [--host ADDR] [--port N]",
            "                           serve the web player to phones on this network under a secret",
            "                           URL, printed with its QR code; --port 0 takes any free port",
            "                           (\(ServeRequest.defaultPort) otherwise). Open pages follow saves, and each tester's",
            "                           session is written into PROTOTYPE/sessions/ as a take to --replay",
            "       snapnav report PROTOTYPE",
            "                           replay the sessions in PROTOTYPE/sessions/ and write a page of",
            "                           their taps, misclicks, time per screen and paths into",
            "                           PROTOTYPE/report/",
            "",
        ]
        lines += flags.map { "  \(pad($0.flag, flagWidth))  \($0.meaning)" }
        lines += ["", "keys:"]
        lines += keys.map { $0.meaning.isEmpty ? "  \($0.key)" : "  \(pad($0.key, keyWidth))  \($0.meaning)" }
        lines += [
            "",
            "Drag with the mouse, swipe with a touchpad or a touchscreen. The config file and its",
            "images are reloaded when they change on disk. A folder without snapnav.json shows its",
            "PNG and JPEG images in name order, left to right, starting on the middle one.",
        ]
        return lines.joined(separator: "\n")
    }
}
