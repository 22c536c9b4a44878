import XCTest

@testable import SnapNavCore

/// An SVG's size is on its root element, as a design tool exports it: its width and height in
/// absolute units, else its viewBox's. The header pass reads it in points, holds it to the pixel
/// budget at scale 1, and the rendered size (points times the window's scale) is held to it again.
final class SVGHeaderTests: XCTestCase {
    func checked(_ text: String) -> Result<[Int], ImageFileError> {
        do throws(ImageFileError) {
            let file = try ImageFile.checked(header: Array(text.utf8), path: "screen.svg")
            XCTAssertEqual(file.format, .svg)
            return .success([file.width, file.height])
        } catch {
            return .failure(error)
        }
    }

    func testTheSizeComesFromWidthAndHeightOrTheViewBox() throws {
        // As Figma exports a frame.
        let figma =
            #"<svg width="360" height="640" viewBox="0 0 360 640" fill="none" xmlns="http://www.w3.org/2000/svg">"#
        XCTAssertEqual(try checked(figma).get(), [360, 640])
        // A declaration, a comment and a document type with an internal subset come first.
        let preamble = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!-- Generator: Sketch -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" [ <!ENTITY ns "x>y"> ]>
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" width = '390px'
                height='844'>
            """
        XCTAssertEqual(try checked(preamble).get(), [390, 844])
        // Points and inches are CSS pixels at 96 to the inch; fractions round up.
        XCTAssertEqual(try checked(#"<svg width="270pt" height="4in">"#).get(), [360, 384])
        XCTAssertEqual(try checked(#"<svg width="360.2" height="640">"#).get(), [361, 640])
        // A relative width leaves the viewBox to say.
        XCTAssertEqual(try checked(#"<svg width="100%" height="100%" viewBox="0,0,375,812">"#).get(), [375, 812])
        XCTAssertEqual(try checked(#"<svg viewBox="0 0 414 896">"#).get(), [414, 896])
    }

    func testAnSVGWithoutASizeOrCutShortIsRefusedByName() {
        XCTAssertEqual(
            checked(#"<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>"#),
            .failure(
                ImageFileError(
                    "is an SVG image that declares no size; give its svg element a width and height in pixels, "
                        + "or a viewBox")))
        XCTAssertEqual(
            checked(#"<svg width="360" height="6"#),
            .failure(ImageFileError("is an SVG image cut short before its svg element ends")))
        // An XHTML page with an SVG inside is a web page, not an SVG.
        guard case .failure(let page) = checked("<html><body><svg width=\"360\" height=\"640\"></svg>") else {
            return XCTFail("accepted")
        }
        XCTAssertTrue(page.reason.hasPrefix("is a web page (HTML)"), page.reason)
    }

    func testTheBudgetHoldsAtScaleOneInTheHeaderAndAtTheWindowsScaleWhenRendered() {
        guard case .failure(let huge) = checked(#"<svg width="8000" height="8000">"#) else {
            return XCTFail("accepted")
        }
        XCTAssertEqual(
            huge.reason,
            "declares 8000×8000 pixels (64.0 megapixels), more than the budget of 50 megapixels; it is not decoded")
        // 4000 × 4000 points is 16 megapixels at 1×, and 144 at 3×.
        XCTAssertEqual(try checked(#"<svg width="4000" height="4000">"#).get(), [4000, 4000])
        let rendered = ImageFile.renderedSize(width: 4000, height: 4000, scale: 3)
        XCTAssertEqual([rendered.width, rendered.height], [12000, 12000])
        XCTAssertEqual(
            ImageFile.renderingRefusal(width: rendered.width, height: rendered.height, scale: 3),
            ImageFileError(
                "renders at scale 3 to 12000×12000 pixels (144.0 megapixels), more than the budget of 50 megapixels; "
                    + "it is not rendered"))
        XCTAssertNil(ImageFile.renderingRefusal(width: 1080, height: 1920, scale: 3))
        let tall = ImageFile.renderedSize(width: 100, height: 50000, scale: 1.5)
        XCTAssertEqual([tall.width, tall.height], [150, 75000])
        XCTAssertEqual(
            ImageFile.renderingRefusal(width: tall.width, height: tall.height, scale: 1.5),
            ImageFileError(
                "renders at scale 1.5 to 150×75000 pixels, longer than 65535 pixels a side; it is not rendered"))
    }
}
