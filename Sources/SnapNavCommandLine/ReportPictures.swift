import Foundation
import SnapNavCore
import SnapNavSDL

/// The picture of each screen in a report: the screen as the window draws it, headless, with
/// its hotspots shown as `--hotspots` shows them, and every tap on it drawn over it (`TapMap`).
enum ReportPictures {
    /// Pixels to a point in the pictures: sharp on a high-density display, small enough to send.
    static let scale = 2.0

    /// Draws the picture of `screen` as the configuration of `replay` shows it on a device of
    /// `viewport` points, with its taps (each in the points of its session's device, `viewports`
    /// by session index) over it, and writes it to `path` through the safe writer.
    static func write(
        _ screen: ReportSummary.Screen, viewport: Size, viewports: [Size], replay: SessionReplay, assets: String,
        panelFactory: PanelFactory, to path: String
    ) throws {
        let app = try SnapNavApp(
            configuration: replay.configuration, size: viewport, scale: scale, start: screen.name, headless: true,
            assetsDirectory: assets, panelFactory: panelFactory, configurationFile: replay.configurationFile,
            clock: ManualClock())
        app.navigator.showsHotspots = true
        let frame = try app.renderPixels()
        var map = TapMap(pixels: frame.pixels, width: frame.width, height: frame.height)
        let pixelsPerPoint = Double(frame.width) / viewport.width
        for placed in screen.taps {
            // A tap from a device of another width lands where it would on this one: screens
            // scale to the width and lie from the top, so a taller device only shows more below.
            let widths = viewport.width / viewports[placed.session].width
            let scale = widths * pixelsPerPoint
            let point = Point(x: placed.tap.location.x * scale, y: placed.tap.location.y * scale)
            map.dot(at: point, hit: placed.tap.hit, scale: pixelsPerPoint)
        }
        try Screenshot.save(pixels: map.pixels, width: map.width, height: map.height, to: path)
    }
}
