#include "limner_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} limner_png_buffer;

static void limner_png_write_data(png_structp png, png_bytep bytes, png_size_t length) {
    limner_png_buffer *b = (limner_png_buffer *)png_get_io_ptr(png);
    if (b->failed) return;
    if (b->size + length > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 4096;
        while (capacity < b->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(b->data, capacity);
        if (!grown) {
            b->failed = 1;
            png_error(png, "out of memory");
        }
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->size, bytes, length);
    b->size += length;
}

static void limner_png_flush(png_structp png) { (void)png; }

typedef struct {
    jmp_buf jump;
    char *message;
} limner_png_error_state;

static void limner_png_error(png_structp png, png_const_charp text) {
    limner_png_error_state *state = (limner_png_error_state *)png_get_error_ptr(png);
    if (state->message) snprintf(state->message, LIMNER_CODEC_MESSAGE_SIZE, "%s", text);
    longjmp(state->jump, 1);
}

static void limner_png_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

int limner_png_encode(const uint8_t *pixels, size_t row_bytes, int width, int height, int input_channels,
                      int channels, int level, int filters, int strategy,
                      uint8_t **output, size_t *output_size, char *message) {
    limner_png_error_state state;
    limner_png_buffer buffer = {0};
    state.message = message;
    if (channels != 3 && channels != 4) channels = 4;
    if (input_channels != channels && !(input_channels == 4 && channels == 3)) {
        if (message) snprintf(message, LIMNER_CODEC_MESSAGE_SIZE, "cannot write %d-byte pixels as %d channels",
                              input_channels, channels);
        return -1;
    }
    if (message) message[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, limner_png_error, limner_png_warning);
    if (!png) {
        snprintf(message, LIMNER_CODEC_MESSAGE_SIZE, "libpng could not start");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(state.jump)) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(buffer.data);
        if (message && !message[0]) snprintf(message, LIMNER_CODEC_MESSAGE_SIZE, "libpng could not write the image");
        return -1;
    }
    png_set_write_fn(png, &buffer, limner_png_write_data, limner_png_flush);
    png_set_compression_level(png, level < 0 ? 0 : level > 9 ? 9 : level);
    // zlib's strategy (Z_DEFAULT_STRATEGY 0 … Z_FIXED 4); -1 keeps libpng's choice (Z_FILTERED
    // when rows are filtered, Z_DEFAULT_STRATEGY when not).
    if (strategy >= 0 && strategy <= 4) png_set_compression_strategy(png, strategy);
    // Start near a card's compressed size so the buffer rarely grows.
    {
        size_t guess = (size_t)width * (size_t)height / 8 + 4096;
        buffer.data = (uint8_t *)malloc(guess);
        if (buffer.data) buffer.capacity = guess;
    }
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters ? filters : PNG_FILTER_NONE);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    // RGBX in, RGB out: libpng drops the fourth byte of each pixel as it reads the row, so an
    // opaque pixmap is written straight from its storage, without a copy.
    if (input_channels == 4 && channels == 3) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (int y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(pixels + (size_t)y * row_bytes));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *output = buffer.data;
    *output_size = buffer.size;
    return 0;
}
