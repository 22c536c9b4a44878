import Foundation
import SnapNavCore

/// What the app says and does with what the image feed found: notices and errors shown, and
/// the colours sampled from images given to the panels and bars.
extension SnapNavApp {
    /// Says `notices` on standard error, each naming its image by its path within the
    /// prototype's folder, and the first across the bottom of the window: not errors, since the
    /// images show, but nothing a designer should have to find out by eye.
    func report(imageNotices notices: [ImageNotice]) {
        guard !notices.isEmpty else { return }
        let folder = tools.source.map { $0.directory.hasSuffix("/") ? $0.directory : $0.directory + "/" }
        let said = notices.map { notice in
            let path = folder.flatMap { notice.path.hasPrefix($0) ? String(notice.path.dropFirst($0.count)) : nil }
            return "\(path ?? notice.path): \(notice.text)"
        }
        for line in said { FileHandle.standardError.write(Data("snapnav: \(line)\n".utf8)) }
        let more = notices.count > 1 ? " (and \(notices.count - 1) more on standard error)" : ""
        toast(said[0] + more, seconds: ImageNotice.secondsShown)
    }

    /// The panels on screen now, or about to be: the one the cross rests on or settles toward,
    /// then the screens open over it.
    var panelsShown: [String] { ImageFeed.panelsShown(by: navigator) }

    /// Takes in what the background decoded: an image drawn as a placeholder meanwhile is
    /// drawn again, its colours go to the panels and bars that take them, and a file that
    /// cannot be decoded is named in the banner.
    func absorbDecodedImages() {
        let found = images.absorb(into: configuration, file: configurationFile)
        if found.redraw {
            scheduler.needsDisplay = true
            scheduler.neighboursPrepared = false
        }
        report(imageNotices: found.notices)
        for error in found.errors {
            // A folder's image is named by its file, as at launch.
            show(error: "\(tools.source?.explaining(error) ?? error)")
        }
        if let colored = found.colored { takeImageColors(of: colored) }
    }

    /// Decodes every image not decoded yet, and throws the first error among those found
    /// broken since the window opened: a headless run's last word, so that it exits with an
    /// error for any broken image, as a designer's script expects.
    package func checkEveryImage() throws {
        images.decodeEveryFile()
        absorbDecodedImages()
        if let first = images.errors.first { throw first }
    }

    /// Makes `updated`, whose image panels have new edge colours, the configuration, giving
    /// each image panel without a background of its own the colour, and the bars theirs,
    /// without rebuilding the panels: what they show, and where, stays as it is.
    private func takeImageColors(of updated: Configuration) {
        for panel in updated.panels where !panel.backgroundGiven {
            guard let color = panel.sampledEdgeColor, case .image = panel.kind,
                let controller = navigator.panel(withID: panel.id) as? ColorPanelController,
                controller.background != color
            else { continue }
            controller.background = color
        }
        configuration = updated
        if chrome != nil { chrome = Self.makeChrome(configuration: updated, navigator: navigator) }
        scheduler.needsDisplay = true
    }
}

/// Something a designer should know of an image that shows, such as that its colour profile
/// could not be used.
struct ImageNotice: Equatable {
    /// The image's path, as the configuration resolved it.
    let path: String
    /// What is to be said of it.
    let text: String
    /// How long one stays across the bottom of the window: long enough to read a sentence.
    static let secondsShown = 6.0
}
