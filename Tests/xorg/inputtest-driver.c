/*
 * Feeds Xorg's inputtest devices from a script: one command per line on standard input,
 * one "ok" line on standard output once the server has processed it. Each device socket
 * accepts a single connection for the server's lifetime, so one process serves a whole run.
 *
 *   inputtest-driver POINTER_SOCKET TOUCH_SOCKET KEYBOARD_SOCKET
 *
 * Commands (scroll units are the device's: 120 per notch on axes 2 and 3):
 *   move DX DY               relative pointer motion
 *   scroll DH DV             smooth scrolling on the pointer's scroll valuators
 *   button N press|release   a pointer button (4-7 are the wheel's buttons)
 *   touch begin|update|end ID X Y   a touch at X, Y in 0..65535 across the screen
 *   key CODE press|release   an X keycode on the keyboard
 *   sleep MS                 wait, so that event timing is exact within one command batch
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <X11/extensions/XI2.h>
#include <xorg/xf86-input-inputtest-protocol.h>

enum { POINTER, TOUCH, KEYBOARD, DEVICE_COUNT };
static int sockets[DEVICE_COUNT];

static void fail(const char *what) {
    fprintf(stderr, "inputtest-driver: %s: %s\n", what, strerror(errno));
    exit(1);
}

static void write_all(int fd, const void *data, size_t length) {
    const char *bytes = data;
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) fail("write");
        bytes += written;
        length -= (size_t)written;
    }
}

static void read_response(int fd, enum xf86ITResponseType expected) {
    xf86ITResponseAny response;
    size_t got = 0;
    while (got < sizeof(response.header)) {
        ssize_t n = read(fd, (char *)&response + got, sizeof(response.header) - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) fail("read response header");
        got += (size_t)n;
    }
    if (response.header.length > sizeof(response) || response.header.length < sizeof(response.header)) {
        fprintf(stderr, "inputtest-driver: response of %u bytes\n", response.header.length);
        exit(1);
    }
    while (got < response.header.length) {
        ssize_t n = read(fd, (char *)&response + got, response.header.length - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) fail("read response");
        got += (size_t)n;
    }
    if (response.header.type != expected) {
        fprintf(stderr, "inputtest-driver: response type %d, wanted %d\n", response.header.type, expected);
        exit(1);
    }
}

static int connect_device(const char *path) {
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0) fail("socket");
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    snprintf(address.sun_path, sizeof(address.sun_path), "%s", path);
    if (connect(fd, (struct sockaddr *)&address, sizeof(address)) < 0) fail(path);
    xf86ITEventClientVersion version = {
        .header = {.length = sizeof(version), .type = XF86IT_EVENT_CLIENT_VERSION},
        .major = XF86IT_PROTOCOL_VERSION_MAJOR,
        .minor = XF86IT_PROTOCOL_VERSION_MINOR,
    };
    write_all(fd, &version, sizeof(version));
    read_response(fd, XF86IT_RESPONSE_SERVER_VERSION);
    return fd;
}

/* Blocks until the server has processed everything sent to the device. */
static void sync_device(int device) {
    xf86ITEventWaitForSync wait = {.header = {.length = sizeof(wait), .type = XF86IT_EVENT_WAIT_FOR_SYNC}};
    write_all(sockets[device], &wait, sizeof(wait));
    read_response(sockets[device], XF86IT_RESPONSE_SYNC_FINISHED);
}

static void set_valuator(xf86ITValuatorData *data, int axis, double value) {
    data->mask[axis / 8] |= (uint8_t)(1u << (axis % 8));
    data->valuators[axis] = value;
}

static void send_motion(double dx, double dy, double scroll_h, double scroll_v) {
    xf86ITEventMotion motion;
    memset(&motion, 0, sizeof(motion));
    motion.header.length = sizeof(motion);
    motion.header.type = XF86IT_EVENT_MOTION;
    motion.is_absolute = 0;
    if (dx != 0 || dy != 0) {
        set_valuator(&motion.valuators, 0, dx);
        set_valuator(&motion.valuators, 1, dy);
    }
    if (scroll_h != 0) set_valuator(&motion.valuators, 2, scroll_h);
    if (scroll_v != 0) set_valuator(&motion.valuators, 3, scroll_v);
    write_all(sockets[POINTER], &motion, sizeof(motion));
    sync_device(POINTER);
}

static void send_button(int button, int is_press) {
    xf86ITEventButton event;
    memset(&event, 0, sizeof(event));
    event.header.length = sizeof(event);
    event.header.type = XF86IT_EVENT_BUTTON;
    event.button = button;
    event.is_press = (uint32_t)is_press;
    write_all(sockets[POINTER], &event, sizeof(event));
    sync_device(POINTER);
}

static void send_touch(int type, int id, double x, double y) {
    xf86ITEventTouch touch;
    memset(&touch, 0, sizeof(touch));
    touch.header.length = sizeof(touch);
    touch.header.type = XF86IT_EVENT_TOUCH;
    touch.touchid = (uint32_t)id;
    touch.touch_type = (uint32_t)type;
    set_valuator(&touch.valuators, 0, x);
    set_valuator(&touch.valuators, 1, y);
    write_all(sockets[TOUCH], &touch, sizeof(touch));
    sync_device(TOUCH);
}

static void send_key(int code, int is_press) {
    xf86ITEventKey key = {
        .header = {.length = sizeof(key), .type = XF86IT_EVENT_KEY}, .key_code = code, .is_press = (uint32_t)is_press};
    write_all(sockets[KEYBOARD], &key, sizeof(key));
    sync_device(KEYBOARD);
}

static void sleep_ms(double ms) {
    struct timespec duration = {.tv_sec = (time_t)(ms / 1000), .tv_nsec = (long)((ms - (time_t)(ms / 1000) * 1000) * 1e6)};
    while (nanosleep(&duration, &duration) < 0 && errno == EINTR) {}
}

static int is_press(const char *word) { return strcmp(word, "press") == 0; }

static int run(const char *line) {
    char verb[16], word[16];
    double a, b;
    int id;
    if (sscanf(line, "move %lf %lf", &a, &b) == 2) {
        send_motion(a, b, 0, 0);
    } else if (sscanf(line, "scroll %lf %lf", &a, &b) == 2) {
        send_motion(0, 0, a, b);
    } else if (sscanf(line, "button %d %15s", &id, word) == 2) {
        send_button(id, is_press(word));
    } else if (sscanf(line, "key %d %15s", &id, word) == 2) {
        send_key(id, is_press(word));
    } else if (sscanf(line, "touch %15s %d %lf %lf", verb, &id, &a, &b) == 4) {
        int type = strcmp(verb, "begin") == 0 ? XI_TouchBegin : strcmp(verb, "end") == 0 ? XI_TouchEnd : XI_TouchUpdate;
        send_touch(type, id, a, b);
    } else if (sscanf(line, "sleep %lf", &a) == 1) {
        sleep_ms(a);
    } else {
        return 0;
    }
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 1 + DEVICE_COUNT) {
        fprintf(stderr, "usage: %s POINTER_SOCKET TOUCH_SOCKET KEYBOARD_SOCKET\n", argv[0]);
        return 2;
    }
    for (int device = 0; device < DEVICE_COUNT; device++) sockets[device] = connect_device(argv[1 + device]);
    char line[256];
    setvbuf(stdout, NULL, _IOLBF, 0);
    while (fgets(line, sizeof(line), stdin)) {
        if (line[0] == '\n' || line[0] == '#') continue;
        if (!run(line)) {
            fprintf(stderr, "inputtest-driver: cannot read command: %s", line);
            printf("error\n");
            continue;
        }
        printf("ok\n");
    }
    return 0;
}
