import CSDL2
import Foundation
import SnapNavCore

/// The images of a prototype's screens: those on screen and one swipe away decoded before the
/// window opens, the rest in the background, nearest first, ranked again whenever the screens
/// shown change.
extension SnapNavApp {
    /// A cache of decoded images; in the background, it wakes the frame loop with an event of
    /// its own each time a file is done.
    static func makeImageCache(inBackground: Bool) -> ImageCache {
        guard inBackground else { return ImageCache() }
        let wake = SDL_RegisterEvents(1)
        return ImageCache {
            // Nothing reads the event: it only ends the loop's wait, and the frame takes the image in.
            var event = SDL_Event()
            event.type = wake
            SDL_PushEvent(&event)
        }
    }

    /// Every image file of `configuration`, nearest to the panels `shown` first, with the bytes
    /// its decoded pixels take.
    static func imageRanking(_ configuration: Configuration, from shown: [String]) -> [(path: String, bytes: Int)] {
        configuration.imageFiles(of: configuration.panelsByReach(from: shown)).map {
            ($0.file.path, $0.file.width * $0.file.height * 4)
        }
    }

    /// Decodes the images of the panels `shown` and of those one swipe away, taking their colours
    /// into `configuration`. Throws for one that cannot be decoded; returns the errors for any
    /// other file found broken meanwhile, and the notices of those decoded, to show once the
    /// window is open.
    static func decodeImagesShownFirst(
        of configuration: inout Configuration, from shown: [String], in images: ImageCache, file: String
    ) throws -> (errors: [ConfigurationError], notices: [ImageNotice]) {
        let first = configuration.imageFiles(of: configuration.panelsOneSwipe(from: shown)).map(\.file.path)
        images.decodeNow(first)
        var later: [ConfigurationError] = []
        var notices: [ImageNotice] = []
        for finding in images.takeFindings() {
            if let notice = finding.notice { notices.append(notice) }
            switch finding.result {
            case .success(let colors):
                configuration.takeColors(colors, of: finding.path)
            case .failure(let failure):
                let error = ImageDecodingCheck.error(decoding: finding.path, failure, in: configuration, file: file)
                guard !first.contains(finding.path) else { throw error }
                later.append(error)
            }
        }
        return (later, notices)
    }

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

    /// Ranks the images for `configuration` from what `navigator` shows, as a new navigation
    /// starts.
    func rankImages(of configuration: Configuration, shownBy navigator: SwipeNavigator) {
        canvas.images.schedule(Self.imageRanking(configuration, from: Self.panelsShown(by: navigator)))
        imagesRankedFor = Self.whatShows(in: navigator)
    }

    /// The panel `navigator`'s cross heads for and the screen on top, by identity: what the
    /// images were last ranked from.
    static func whatShows(in navigator: SwipeNavigator) -> (panel: ObjectIdentifier?, top: ObjectIdentifier?) {
        (ObjectIdentifier(navigator.currentPanel), navigator.screens.top.map(ObjectIdentifier.init))
    }

    /// The panels on screen now, or about to be: the one the cross rests on or settles toward,
    /// then the screens open over it.
    var panelsShown: [String] { Self.panelsShown(by: navigator) }

    /// The panels `navigator` shows, as `panelsShown` says.
    static func panelsShown(by navigator: SwipeNavigator) -> [String] {
        [navigator.currentPanel.identifier] + navigator.screens.screens.map(\.panel.identifier)
    }

    /// Ranks the images again, nearest to what is shown first, when the cross heads for
    /// another panel or the screen on top changed: as a swipe is released, not only at rest,
    /// since a designer flicking through screens never lets the app rest. Checking costs two
    /// comparisons a frame, and nothing for a prototype without images.
    func rankImagesIfShownChanged() {
        guard canvas.images.hasScheduledFiles else { return }
        let shows = Self.whatShows(in: navigator)
        guard shows.panel != imagesRankedFor.panel || shows.top != imagesRankedFor.top else { return }
        rankImages(of: configuration, shownBy: navigator)
    }

    /// Takes in what the background decoded: an image drawn as a placeholder meanwhile is
    /// drawn again, its colours go to the panels and bars that take them, and a file that
    /// cannot be decoded is named in the banner.
    func absorbDecodedImages() {
        if !imageErrorsBeforeTheWindow.isEmpty || !imageNoticesBeforeTheWindow.isEmpty {
            report(imageNotices: imageNoticesBeforeTheWindow)
            for error in imageErrorsBeforeTheWindow { report(imageError: error) }
            imageErrorsBeforeTheWindow = []
            imageNoticesBeforeTheWindow = []
        }
        if canvas.images.absorb() {
            needsDisplay = true
            neighboursPrepared = false
        }
        // Called on every frame, and findings are rare: the configuration is copied only for them.
        let findings = canvas.images.takeFindings()
        guard !findings.isEmpty else { return }
        var updated = configuration
        var colorsChanged = false
        report(imageNotices: findings.compactMap(\.notice))
        for finding in findings {
            switch finding.result {
            case .success(let colors):
                if updated.takeColors(colors, of: finding.path) { colorsChanged = true }
            case .failure(let failure):
                report(
                    imageError: ImageDecodingCheck.error(
                        decoding: finding.path, failure, in: configuration, file: configurationFile))
            }
        }
        if colorsChanged { takeImageColors(of: updated) }
    }

    /// Decodes every image not decoded yet, and throws the first error among those found
    /// broken since the window opened: a headless run's last word, so that it exits with an
    /// error for any broken image, as a designer's script expects.
    public func checkEveryImage() throws {
        canvas.images.checkEveryFile()
        absorbDecodedImages()
        if let first = imageErrors.first { throw first }
    }

    /// Shows `error` in the banner (and on standard error) and keeps it in `imageErrors`.
    func report(imageError error: ConfigurationError) {
        imageErrors.append(error)
        // A folder's image is named by its file, as at launch.
        show(error: "\(tools.source?.explaining(error) ?? error)")
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
        needsDisplay = true
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
