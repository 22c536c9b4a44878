import CSDL2
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Shapes are rasterised on the CPU and uploaded: a shape made in the middle of drawing into a
/// texture leaves that texture the target, and what it draws there is the shape, anti-aliased.
final class ShapeCacheTests: XCTestCase {
    func testAShapeIsAnUploadedTextureAndMakingOneLeavesTheTargetAndClipAlone() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        let renderer = harness.app.renderer
        let width: Int32 = 120
        let height: Int32 = 80
        let target = try XCTUnwrap(
            SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width,
                height))
        defer { SDL_DestroyTexture(target) }
        XCTAssertEqual(SDL_SetRenderTarget(renderer.handle, target), 0)
        defer { SDL_SetRenderTarget(renderer.handle, nil) }
        SDL_SetRenderDrawColor(renderer.handle, 0, 0, 0, 255)
        SDL_RenderClear(renderer.handle)
        var clip = SDL_Rect(x: 0, y: 0, w: 100, h: 80)
        SDL_RenderSetClipRect(renderer.handle, &clip)

        let before = canvas.shapeRenderCount
        canvas.fillCircle(center: Point(x: 40, y: 40), radius: 30, color: .white)
        canvas.fillCircle(center: Point(x: 100, y: 40), radius: 10, color: .white)
        XCTAssertEqual(canvas.shapeRenderCount, before + 2, "two new shapes")
        XCTAssertEqual(SDL_GetRenderTarget(renderer.handle), target, "the texture drawn into is still the target")
        var after = SDL_Rect()
        SDL_RenderGetClipRect(renderer.handle, &after)
        XCTAssertEqual([after.x, after.y, after.w, after.h], [0, 0, 100, 80], "and its clip is kept")

        let key = ShapeCache.Key(box: Rect(x: 10, y: 10, width: 60, height: 60), radius: 30, lineWidth: 0)
        let entry = try XCTUnwrap(canvas.shapes.entry(for: key))
        XCTAssertEqual(canvas.shapeRenderCount, before + 2, "the circle drawn is the one cached")
        var access: Int32 = -1
        SDL_QueryTexture(entry.texture.handle, nil, &access, nil, nil)
        XCTAssertEqual(access, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), "uploaded, never drawn into")

        var pixels = [UInt32](repeating: 0, count: Int(width * height))
        let read = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer.handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, width * 4)
        }
        XCTAssertEqual(read, 0, String(cString: SDL_GetError()))
        func red(_ x: Int, _ y: Int) -> UInt32 { (pixels[y * Int(width) + x] >> 16) & 0xFF }
        XCTAssertEqual(red(40, 40), 255, "the centre is covered")
        XCTAssertEqual(red(12, 12), 0, "the box's corner is outside the circle")
        XCTAssertTrue((1...254).contains(red(61, 19)), "the edge is anti-aliased: \(red(61, 19))")
        XCTAssertEqual(red(105, 40), 0, "the second circle is clipped off past x = 100")
        XCTAssertEqual(red(95, 40), 255, "and drawn inside the clip")
    }

    func testEachShapeIsRasterisedAheadAtTheHalfPixelPlacementsItLacksOnce() throws {
        let harness = try HeadlessApp()
        let shapes = harness.app.canvas.shapes
        let box = Rect(x: 10, y: 20, width: 40, height: 40)
        XCTAssertNotNil(shapes.entry(for: ShapeCache.Key(box: box, radius: 20, lineWidth: 0)))
        XCTAssertEqual(shapes.prepareHalfPixelPlacements(), 3, "across, down, and both")
        XCTAssertEqual(shapes.renderCount, 4)
        for (dx, dy) in [(0.5, 0.0), (0.0, 0.5), (0.5, 0.5), (1.0, 1.5)] {
            let moved = ShapeCache.Key(box: box.offsetBy(Point(x: dx, y: dy)), radius: 20, lineWidth: 0)
            XCTAssertNotNil(shapes.entry(for: moved))
        }
        XCTAssertEqual(shapes.renderCount, 4, "every placement was made already")
        XCTAssertEqual(shapes.prepareHalfPixelPlacements(), 0, "and none is made twice")
    }

    func testAtRestTheBarsShapesArePlacedAheadSoASwipeRasterisesNone() throws {
        let unprepared = try HeadlessApp(configPath: demoConfigPath)
        _ = try unprepared.app.renderPixels()
        let before = unprepared.app.canvas.shapeRenderCount
        try unprepared.swipeFromTheCameraToTheRight()
        XCTAssertGreaterThan(
            unprepared.app.canvas.shapeRenderCount, before, "sliding with the panels, bar shapes land on half pixels")

        let prepared = try HeadlessApp(configPath: demoConfigPath)
        _ = try prepared.app.renderPixels()
        prepared.app.prepareNeighbours()
        let ahead = prepared.app.canvas.shapeRenderCount
        try prepared.swipeFromTheCameraToTheRight()
        XCTAssertEqual(prepared.app.canvas.shapeRenderCount, ahead, "the swipe rasterises none")
        XCTAssertEqual(
            prepared.app.navigator.horizontal.currentPage, unprepared.app.navigator.horizontal.currentPage,
            "both swipes ended on the same panel")
    }
}
