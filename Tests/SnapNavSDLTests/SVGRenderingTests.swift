import CSDL2
import CSVG
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavCommandLine
@testable import SnapNavSDL

/// SVG screens are rendered by librsvg at the window's pixel density, so they are crisp at any
/// scale, wherever an image can be (a folder, `content.file`, a story's snaps); a broken one is
/// refused by name with librsvg's reason, the budget holds at the rendered size, nothing outside
/// the document is read, and hot reload follows an edit. Real librsvg on SDL's dummy driver.
final class SVGRenderingTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/svg").standardizedFileURL.path
    let red = Color(hex: "#E02020")!
    let green = Color(hex: "#00C040")!
    let blue = Color(hex: "#2040E0")!

    /// An SVG of `width` × `height` points, all of `color`.
    func solidSVG(_ color: Color, width: Int = 360, height: Int = 640) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
        <rect width="100%" height="100%" fill="\(color.hexString)"/></svg>
        """
    }

    /// Writes `text` at `path`, beside and renamed over, as an editor saves.
    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path + ".partial", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(path + ".partial", path), 0)
    }

    /// A folder whose snapnav.json shows `content` on its only panel, `home`.
    func prototype(_ content: String) throws -> String {
        let directory = URL(fileURLWithPath: try temporaryDirectory(for: self)).standardizedFileURL.path
        try write(
            """
            { "window": { "width": 360, "height": 640 }, "start": "home", "horizontal": ["home"],
              "panels": { "home": { "content": \(content) } } }
            """, to: directory + "/snapnav.json")
        return directory
    }

    /// The red channel down the middle column of `frame`, every row.
    func middleColumn(_ frame: (width: Int, height: Int, pixels: [UInt32])) -> [Int] {
        (0..<frame.height).map { Int(frame.pixels[$0 * frame.width + frame.width / 2] >> 16 & 0xFF) }
    }

    func testLinesOneUnitThickAreWholePixelRowsAtOneTwoAndThreeTimesWhereAOneTimesPNGIsGrey() throws {
        let directory = try prototype(#"{ "kind": "image", "file": "lines.svg" }"#)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/lines.svg", toPath: directory + "/lines.svg")
        for scale in 1...3 {
            let frame = try HeadlessApp(configPath: directory, scale: Double(scale)).app.renderPixels()
            XCTAssertEqual([frame.width, frame.height], [360 * scale, 640 * scale])
            let column = middleColumn(frame)
            // A line every 4 points: `scale` black rows, then 3 × `scale` white ones, to the bottom.
            let expected = (0..<640 * scale).map { $0 % (4 * scale) < scale ? 0 : 255 }
            XCTAssertEqual(column, expected, "at \(scale)×, each line is \(scale) fully black rows, nothing grey")
        }
        // The same drawing as a 1× PNG (librsvg's own rendering at 1×), shown at 3×: scaled, it is grey.
        let oneTimes = try DecodedImage.decode(directory + "/lines.svg", scale: 1).get()
        try Screenshot.save(
            pixels: oneTimes.pixels, width: oneTimes.width, height: oneTimes.height, to: directory + "/lines.png")
        try write(
            """
            { "window": { "width": 360, "height": 640 }, "start": "home", "horizontal": ["home"],
              "panels": { "home": { "content": { "kind": "image", "file": "lines.png" } } } }
            """,
            to: directory + "/snapnav.json")
        let column = middleColumn(try HeadlessApp(configPath: directory, scale: 3).app.renderPixels())
        let black = column.filter { $0 == 0 }.count
        let grey = column.filter { $0 > 0 && $0 < 255 }.count
        XCTAssertLessThan(black, 480, "the PNG scaled up has fewer fully black rows than the 480 of the SVG")
        XCTAssertGreaterThanOrEqual(grey, 160, "and a grey row beside each line")
    }

    func testAnSVGShowsInAFolderAsAStorySnapAndInContentFile() throws {
        let folder = try temporaryDirectory(for: self)
        try write(solidSVG(red, width: 390, height: 844), to: folder + "/1 login.svg")
        try write(solidSVG(green, width: 390, height: 844), to: folder + "/2 home.svg")
        let folderApp = try HeadlessApp(configPath: folder, scale: 2)
        let size = folderApp.app.window.size
        XCTAssertEqual([size.width, size.height], [390, 844], "the SVG's size in points is the window's")
        // A folder opens on its middle screen.
        XCTAssertEqual(folderApp.app.navigator.currentPanel.identifier, "2 home")
        XCTAssertEqual(try folderApp.color(atX: 180, y: 320), green)

        let story = try prototype(#"{ "kind": "story", "files": ["snap.svg"], "seconds": 5 }"#)
        try write(solidSVG(blue), to: story + "/snap.svg")
        XCTAssertEqual(try HeadlessApp(configPath: story, scale: 3).color(atX: 180, y: 320), blue)

        let content = try prototype(#"{ "kind": "image", "file": "screens/home.svg" }"#)
        try FileManager.default.createDirectory(atPath: content + "/screens", withIntermediateDirectories: true)
        try write(solidSVG(green), to: content + "/screens/home.svg")
        let contentApp = try HeadlessApp(configPath: content, scale: 3, decodesImagesInBackground: true)
        XCTAssertTrue(try contentApp.waitForWallClock(seconds: 5) { try contentApp.color(atX: 180, y: 320) == green })
    }

    func testABrokenSVGIsRefusedByNameWithLibrsvgsReason() throws {
        let directory = try prototype(#"{ "kind": "image", "file": "broken.svg" }"#)
        let path = directory + "/broken.svg"
        try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640"><rect></svg>"#, to: path)
        guard case .failure(let failure) = DecodedImage.decode(path, scale: 2) else { return XCTFail("rendered") }
        XCTAssertTrue(failure.reason.hasPrefix("the SVG data is damaged ("), failure.reason)
        XCTAssertTrue(failure.reason.contains("XML parse error"), "librsvg's words: \(failure.reason)")
        XCTAssertTrue(failure.reason.hasSuffix(")"), "one line: \(failure.reason)")
        XCTAssertThrowsError(try HeadlessApp(configPath: directory, scale: 2)) { error in
            let message = "\(error)"
            XCTAssertTrue(
                message.contains("panels.home.content.file: \(path) cannot be decoded as an SVG image: "), message)
        }
        // Not XML at all, and XML that is no SVG: each said in librsvg's words, never a crash.
        for text in ["<svg width=\"360\" height=\"640\">\u{0}\u{1}garbage", "<svg width=\"360\" height=\"640\"><a"] {
            try write(text, to: path)
            guard case .failure(let failure) = DecodedImage.decode(path) else { return XCTFail("rendered \(text)") }
            XCTAssertFalse(failure.reason.isEmpty)
        }
    }

    func testTheBudgetHoldsAtTheRenderedSize() throws {
        // 3000 × 3000 points is 9 megapixels at 1×, within the budget; at 3× it is 81.
        let directory = try prototype(#"{ "kind": "image", "file": "big.svg" }"#)
        let path = directory + "/big.svg"
        try write(solidSVG(red, width: 3000, height: 3000), to: path)
        XCTAssertEqual(try ImageFile.inspect(path: path).pixelSize, Size(width: 3000, height: 3000))
        guard case .failure(let failure) = DecodedImage.decode(path, scale: 3) else { return XCTFail("rendered") }
        XCTAssertEqual(
            failure.reason,
            "it renders at scale 3 to 9000×9000 pixels (81.0 megapixels), more than the budget of 50 megapixels; "
                + "it is not rendered")
        XCTAssertThrowsError(try HeadlessApp(configPath: directory, scale: 3)) { error in
            XCTAssertTrue("\(error)".contains("\(path) cannot be decoded as an SVG image: it renders at scale 3"))
        }
    }

    func testNothingOutsideTheDocumentIsRead() throws {
        // A red PNG beside the prototype's folder, named by the SVG every way it can be.
        let outside = try temporaryDirectory(for: self)
        try writeSolidPNG(red, to: outside + "/secret.png")
        let directory = outside + "/prototype"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try writeSolidPNG(red, to: directory + "/beside.png")
        try writeSolidPNG(green, width: 16, height: 16, to: outside + "/green.png")
        let greenPNG = try Data(contentsOf: URL(fileURLWithPath: outside + "/green.png"))
        let images = [
            "../secret.png", outside + "/secret.png", "file://\(outside)/secret.png", "beside.png",
            "http://127.0.0.1:9/secret.png",
        ]
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
                 xmlns:xi="http://www.w3.org/2001/XInclude" width="360" height="640">
              <rect width="360" height="640" fill="#FFFFFF"/>
              \(images.enumerated().map { #"<image x="0" y="\#($0.offset * 100)" width="360" height="100" xlink:href="\#($0.element)"/>"# }.joined())
              <image x="0" y="600" width="360" height="40" href="data:image/png;base64,\(greenPNG.base64EncodedString())"/>
              <text x="10" y="580"><xi:include href="/etc/hostname" parse="text"/></text>
            </svg>
            """
        try write(svg, to: directory + "/screen.svg")
        let started = Date()
        let image = try DecodedImage.decode(directory + "/screen.svg", scale: 1).get()
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "no reference is waited for")
        func pixel(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] & 0xFF_FFFF }
        for (index, href) in images.enumerated() {
            XCTAssertEqual(pixel(180, index * 100 + 50), 0xFF_FFFF, "\(href) is not read")
        }
        XCTAssertEqual(pixel(180, 620), 0x00_C040, "an image inside the document, as a data: URL, is drawn")
        // The included file's text would be drawn along the baseline at 580; those rows are untouched.
        let textRows = 560..<590
        let drawn = textRows.reduce(0) { count, y in count + (0..<360).filter { pixel($0, y) != 0xFF_FFFF }.count }
        XCTAssertEqual(drawn, 0, "/etc/hostname is not drawn: every pixel of its rows is the background's white")
        // Text written in the document itself is drawn in those rows, so the rows above are the place to look.
        try write(
            svg.replacingOccurrences(
                of: #"<xi:include href="/etc/hostname" parse="text"/>"#, with: "written in the document"),
            to: directory + "/written.svg")
        let written = try DecodedImage.decode(directory + "/written.svg", scale: 1).get()
        XCTAssertTrue(
            textRows.contains { y in (0..<360).contains { written.pixels[y * 360 + $0] & 0xFF_FFFF != 0xFF_FFFF } },
            "the document's own text is drawn there")
    }

    func testAnInfinitelyLargeSVGIsRefusedByNameNotACrash() throws {
        let directory = try prototype(#"{ "kind": "image", "file": "endless.svg" }"#)
        let path = directory + "/endless.svg"
        for (declared, said) in [
            (#"viewBox="0 0 inf 640""#, #"viewBox "0 0 inf 640""#),
            (#"width="1e308in" height="640""#, #"width "1e308in" and height "640""#),
        ] {
            try write(#"<svg xmlns="http://www.w3.org/2000/svg" \#(declared)><rect/></svg>"#, to: path)
            XCTAssertThrowsError(try HeadlessApp(configPath: directory, scale: 3)) { error in
                XCTAssertTrue(
                    "\(error)".contains(
                        "\(path) is an SVG image whose \(said) declare a size longer than 65535 points a side"),
                    "\(error)")
            }
            guard case .failure(let failure) = DecodedImage.decode(path, scale: 3) else { return XCTFail("rendered") }
            XCTAssertTrue(failure.reason.hasPrefix("it is an SVG image whose \(said)"), failure.reason)
        }
    }

    func testAnSVGWhoseElementStartsPastFourKiBIsRenderedAsTheHeaderPassFoundIt() throws {
        let directory = try prototype(#"{ "kind": "image", "file": "commented.svg" }"#)
        let path = directory + "/commented.svg"
        let comment = "<!-- " + String(repeating: "Exported with a long licence. ", count: 200) + "-->\n"
        XCTAssertGreaterThan(comment.utf8.count, 4096)
        try write(comment + solidSVG(green), to: path)
        XCTAssertEqual(try ImageFile.inspect(path: path).format, .svg)
        let image = try DecodedImage.decode(path, scale: 2).get()
        XCTAssertEqual([image.width, image.height], [720, 1280])
        XCTAssertEqual(try HeadlessApp(configPath: directory, scale: 2).color(atX: 180, y: 320), green)
    }

    func testAnSVGIsRenderedAtTheSizeTheHeaderPassFound() throws {
        // librsvg alone would take a size in ems from the font size; the header pass takes the
        // viewBox, and the layout, the budget and the picture all take the header pass's size.
        let directory = try prototype(#"{ "kind": "image", "file": "ems.svg" }"#)
        let path = directory + "/ems.svg"
        try write(
            #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="10em" height="20em" viewBox="0 0 90 160">\#
            <rect width="90" height="160" fill="#00C040"/></svg>
            """#, to: path)
        let header = try ImageFile.inspect(path: path)
        XCTAssertEqual([header.width, header.height], [90, 160])
        for scale in [1.0, 2, 3] {
            let image = try DecodedImage.decode(path, scale: scale).get()
            XCTAssertEqual([image.width, image.height], [90 * Int(scale), 160 * Int(scale)], "at \(scale)×")
            // The drawing fills the picture: its far corner is drawn, not left transparent.
            XCTAssertEqual(image.pixels[image.width * image.height - 1], 0xFF00_C040, "at \(scale)×")
        }
    }

    func testAnSVGLongerThanTheLimitIsRefusedSayingItsSize() throws {
        let directory = try temporaryDirectory(for: self)
        let path = directory + "/long.svg"
        let svg = solidSVG(red) + "\n<!-- " + String(repeating: "x", count: 300) + " -->\n"
        try write(svg, to: path)
        var reason = [CChar](repeating: 0, count: 256)
        XCTAssertNil(snapnav_svg_open(path, 100, &reason, reason.count))
        XCTAssertEqual(
            String(cString: reason), "it is \(svg.utf8.count) bytes; images up to 100 bytes are read")
        // Past the limit the app reads, whether the header pass or librsvg looks.
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(ImageFile.maximumBytes + (1 << 20)))
        try handle.close()
        XCTAssertNil(snapnav_svg_open(path, ImageFile.maximumBytes, &reason, reason.count))
        XCTAssertEqual(String(cString: reason), "it is 65 MiB; images up to 64 MiB are read")
        guard case .failure(let failure) = DecodedImage.decode(path, scale: 1) else { return XCTFail("rendered") }
        XCTAssertEqual(failure.reason, "it is 65 MiB; images up to 64 MiB are read")
    }

    func testHotReloadFollowsAnEditedSVG() throws {
        let directory = try prototype(#"{ "kind": "image", "file": "screen.svg" }"#)
        try write(solidSVG(red), to: directory + "/screen.svg")
        let harness = try HeadlessApp(configPath: directory, scale: 2)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        XCTAssertEqual(try harness.color(atX: 180, y: 320), red)
        try write(solidSVG(green), to: directory + "/screen.svg")
        XCTAssertTrue(try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 180, y: 320) == green })
        // Broken, the last good picture stays and the banner says why; mended, it shows.
        try write("<svg width=\"360\" height=\"640\"><rect></svg>", to: directory + "/screen.svg")
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.banner != nil })
        XCTAssertTrue(
            try XCTUnwrap(harness.app.tools.messages.banner).text.contains(
                "screen.svg cannot be decoded as an SVG image"))
        XCTAssertEqual(try harness.color(atX: 180, y: 320), green)
        try write(solidSVG(blue), to: directory + "/screen.svg")
        XCTAssertTrue(try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 180, y: 320) == blue })
        XCTAssertNil(harness.app.tools.messages.banner)
    }

    func testAnSVGIsRenderedAgainWhenTheWindowsScaleChangesAndAPNGIsNot() throws {
        let directory = try temporaryDirectory(for: self)
        let svg = directory + "/lines.svg"
        try FileManager.default.copyItem(atPath: Self.fixtures + "/lines.svg", toPath: svg)
        try writeSolidPNG(red, to: directory + "/screen.png")
        let cache = ImageCache()
        cache.setRenderScale(2)
        XCTAssertEqual(cache.image(named: svg)?.width, 720)
        XCTAssertEqual(cache.image(named: directory + "/screen.png")?.width, 360)
        cache.setRenderScale(3)
        XCTAssertEqual(cache.image(named: svg)?.width, 1080)
        XCTAssertEqual(cache.image(named: directory + "/screen.png")?.width, 360)
        XCTAssertEqual(cache.loadCount, 3, "the SVG twice, the PNG once")
        // In the background, one rendered at the old scale is hurried at the new one.
        let background = ImageCache(wake: {})
        background.decodeNow([svg])
        XCTAssertEqual(background.image(named: svg)?.width, 360)
        background.setRenderScale(2)
        XCTAssertNil(background.image(named: svg), "not drawn at the old scale")
        XCTAssertTrue(
            pollWallClock(seconds: 5) {
                _ = background.absorb()
                return background.image(named: svg)?.width == 720
            })
    }

    /// Polls `condition` every 10 ms for up to `seconds` of wall-clock time.
    func pollWallClock(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    func testTheWebPlayerGetsAThreeTimesPNGOfAnSVGScreen() throws {
        let directory = try prototype(#"{ "kind": "image", "file": "lines.svg" }"#)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/lines.svg", toPath: directory + "/lines.svg")
        let bundle = try PrototypeBundle.read(try PrototypeSource.resolve(directory))
        let image = try XCTUnwrap(bundle.images.first)
        XCTAssertEqual([image.url, image.format.rawValue], ["images/1.png", "SVG"])
        XCTAssertEqual(
            [image.width, image.height], [360, 640], "the player lays it out in points, as the window does")
        let png = try SVGRaster.png(of: directory + "/lines.svg")
        let written = directory + "/web.png"
        try png.write(to: URL(fileURLWithPath: written))
        XCTAssertEqual(try ImageFile.inspect(path: written).format, .png)
        let decoded = try DecodedImage.decode(written).get()
        XCTAssertEqual([decoded.width, decoded.height], [1080, 1920])
        let column = (0..<1920).map { Int(decoded.pixels[$0 * 1080 + 540] >> 16 & 0xFF) }
        XCTAssertEqual(column, (0..<1920).map { $0 % 12 < 3 ? 0 : 255 }, "each line 3 black rows at 3×")
    }

    func testAServedPlayerRendersAnUnchangedSVGOnceAcrossSaves() throws {
        let directory = try prototype(#"{ "kind": "image", "file": "screen.svg" }"#)
        try write(solidSVG(red), to: directory + "/screen.svg")
        // The page's files need only be there: the export copies them as they are.
        let assets = try temporaryDirectory(for: self)
        try FileManager.default.createDirectory(atPath: assets + "/web", withIntermediateDirectories: true)
        for name in WebPlayerExport.pageFiles + ["snapnav.wasm"] { try write(name, to: assets + "/web/" + name) }
        for name in WebPlayerExport.fonts { try write(name, to: assets + "/" + name) }
        func screen(_ checked: inout [String: WebPlayerExport.CheckedImage]) throws -> Data {
            let files = try WebPlayerExport.playerFiles(
                of: directory, assets: assets, checked: &checked, offline: false)
            return try XCTUnwrap(files.first { $0.name == "images/1.png" }?.bytes)
        }
        var checked: [String: WebPlayerExport.CheckedImage] = [:]
        let first = try screen(&checked)
        XCTAssertEqual(Array(first.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        XCTAssertEqual(checked.count, 1)
        let key = try XCTUnwrap(checked.keys.first)
        XCTAssertEqual(checked[key]?.renderedPNG, first, "kept with the file's stamp")
        // What is kept is what the next save sends: were the SVG rendered again, this would not be.
        checked[key]?.renderedPNG = Data("kept".utf8)
        let configuration = try String(contentsOfFile: directory + "/snapnav.json", encoding: .utf8)
        try write(configuration + "\n", to: directory + "/snapnav.json")
        XCTAssertEqual(try screen(&checked), Data("kept".utf8), "a save of the configuration alone renders nothing")
        // An edited SVG is rendered again.
        try write(solidSVG(green), to: directory + "/screen.svg")
        let edited = try screen(&checked)
        XCTAssertEqual(Array(edited.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertNotEqual(edited, first)
        XCTAssertEqual(checked[key]?.renderedPNG, edited)
    }
}
